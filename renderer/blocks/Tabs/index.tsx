import type { CSSProperties } from 'react';
import { TAB_SEPARATOR } from '../../../schema/block-configs/more-meta';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';
import { TABS_SCRIPT } from './script';

/**
 * Tabs (spec §4): one active tab, its anchor in the address. The builder shows every tab with its blocks,
 * and the spec's two hints when there are no tabs, or no tab with content, which its stylesheet picks.
 */
export function TabsBlock({ config, mode, children, blocks }: BlockProps<BlockConfig<'tabs'>>) {
  const style = { '--tab-separator': colorCss(config.separatorColor) ?? TAB_SEPARATOR } as CSSProperties;
  if (mode === 'builder') {
    return (
      <div className="block-tabs block-tabs--builder" style={style}>
        <p className="builder-hint block-tabs__hint block-tabs__hint--none">{BlockText.noTabs}</p>
        <p className="builder-hint block-tabs__hint block-tabs__hint--empty">{BlockText.noTabsWithContent}</p>
        {children}
      </div>
    );
  }
  // Tabs without blocks are dropped (spec §4), and a block with none left shows nothing.
  if (!blocks?.some((tab) => tab.blocks?.length)) return null;
  return (
    <div className="block-tabs" data-tabs="" style={style}>
      <div className="block-tabs__list" role="tablist" aria-label={BlockText.tabsLabel} hidden />
      {children}
      <BlockScript name="tabs" code={TABS_SCRIPT} />
    </div>
  );
}

export default TabsBlock;

export const TABS_CSS = `
.block-tabs__list{display:flex;flex-wrap:wrap;gap:4px 24px;border-bottom:1px solid var(--tab-separator);margin-bottom:24px}
.block-tabs__list[hidden]{display:none}
.block-tabs__list [role=tab]{font:inherit;color:inherit;background:none;border:0;border-bottom:2px solid transparent;padding:8px 0;margin-bottom:-1px;cursor:pointer}
.block-tabs__list [role=tab][aria-selected=true]{border-bottom-color:currentColor;font-weight:600}
.block-tabs__list [role=tab][hidden]{display:none}
.block-tab+.block-tab{margin-top:32px}
.block-tabs__list:not([hidden])~.block-tab+.block-tab{margin-top:0}
.block-tab__content>*+*{margin-top:24px}
.block-tabs__hint{display:none}
.block-tabs--builder:not(:has([data-block-type="tab"])) .block-tabs__hint--none{display:block}
.block-tabs--builder:has([data-block-type="tab"]):not(:has([data-block-type="tab"] [data-block-type]:not([data-block-type="tab"]))) .block-tabs__hint--empty{display:block}
.block-tab--builder{border-top:1px solid var(--tab-separator);padding-top:8px}
.block-tab--builder+*{margin-top:16px}
.block-tab__name{font-weight:600;margin:0 0 8px}
`;

import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { tabAnchor } from '../Tabs/anchors';
import type { BlockProps } from '../types';

/**
 * One tab of a tabs block: a panel under its name. Without JavaScript the panels simply follow one another
 * under their headings; the tabs script turns them into tabs. A tab without blocks is dropped (spec §4).
 */
export function TabBlock({ id, config, mode, children }: BlockProps<BlockConfig<'tab'>>) {
  const name = config.name.trim() || 'Tab';
  if (mode === 'builder') {
    return (
      <section className="block-tab block-tab--builder" aria-label={name}>
        <p className="block-tab__name">{name}</p>
        {children ?? <p className="builder-hint block-tab__empty">{BlockText.emptyTab}</p>}
      </section>
    );
  }
  if (!children) return null;
  return (
    <section className="block-tab" id={`tab-${id}`} data-tab-name={name} data-tab-anchor={tabAnchor(config.anchorName, config.name, id)} data-tab-id={id} aria-label={name}>
      <h2 className="block-tab__heading">{name}</h2>
      <div className="block-tab__content">{children}</div>
    </section>
  );
}

export default TabBlock;

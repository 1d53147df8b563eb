import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import { useCurrentPage } from '../page-context';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/**
 * The title of the page the block is on, as its heading; nothing on pages that are not the site's own, nor
 * on a page that hides its title (isTitleVisible, spec §2). The builder says so there, so the block can
 * still be seen and selected.
 */
export function PageTitleBlock({ config, mode }: BlockProps<BlockConfig<'page-title'>>) {
  const page = useCurrentPage();
  if (!page?.title.trim()) return mode === 'builder' ? <BuilderHint>{BlockText.pageTitleHere}</BuilderHint> : null;
  if (page.isTitleVisible === false) return mode === 'builder' ? <BuilderHint>{BlockText.pageTitleHidden}</BuilderHint> : null;
  const color = colorCss(config.textColor);
  const style = { background: colorCss(config.backgroundColor), ...(color ? { color, '--body-heading': color } : {}) } as CSSProperties;
  return (
    <div className={`block-page-title text-align-${config.align}`} style={style}>
      <h1>{page.title}</h1>
    </div>
  );
}

export default PageTitleBlock;

import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { useSite } from '../../site/context';
import { BlockText } from '../block-texts';
import { BuilderHint } from '../BuilderHint';
import { useCurrentPage } from '../page-context';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/** A banner with the page's title over a picture: the block's own, else the site's cover. */
export function PageHeaderBlock({ config, mode }: BlockProps<BlockConfig<'page-header'>>) {
  const page = useCurrentPage();
  const site = useSite();
  const image = config.image ?? site.config.cover ?? null;
  if (!page?.title.trim() && !image) return mode === 'builder' ? <BuilderHint>{BlockText.pageTitleHere}</BuilderHint> : null;
  const color = colorCss(config.textColor) ?? '#ffffff';
  const style = { minHeight: `${config.height}px`, color, '--body-heading': color, '--header-shade': colorCss(config.overlayColor) ?? 'rgba(0,0,0,.35)' } as CSSProperties;
  return (
    <div className={`block-page-header text-align-${config.align}`} style={style}>
      {image && <img className="block-page-header__image" src={imageUrl(image, { width: 1920 })} srcSet={imageSrcSet(image)} sizes="100vw" alt="" />}
      {page?.title.trim() && <h1 className="block-page-header__title">{page.title}</h1>}
    </div>
  );
}

export default PageHeaderBlock;

export const PAGE_HEADER_CSS = `
.block-page-header{position:relative;display:grid;align-items:center;padding:32px var(--page-pad);overflow:hidden;background:#2b2b2b;border-radius:var(--radius)}
.block-page-header::before{content:"";position:absolute;inset:0;background:var(--header-shade);z-index:1}
.block-page-header__image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.block-page-header__title{position:relative;z-index:2;margin:0;color:inherit}
`;

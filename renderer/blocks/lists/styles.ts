import {
  ARTIST_PREVIEW_WIDTH,
  CAROUSEL_ANIMATION_MS,
  DEFAULT_CELL_BOTTOM_MARGIN,
  HOVER_FADE_MS,
  MASONRY_ROW_HEIGHT,
  SLIDER_ITEMS,
} from '../../../schema/list-paging';
import { PARALLAX } from '../../../schema/parallax';
import { DETAIL_MODAL_CSS } from '../../detail-modal/styles';

/**
 * The least black of the scrim behind an exhibition band's words: white text over it keeps WCAG AA
 * contrast even where the picture under it is white (styles.test.ts).
 */
export const BAND_SCRIM_ALPHA = 0.6;

/** Slides a slider shows from each window width up (--per-view), as media queries. */
const sliderWidths = SLIDER_ITEMS.map(({ minWidth, items }) =>
  minWidth === 0 ? `.slideshow--slider{--per-view:${items}}` : `@media (min-width:${minWidth}px){.slideshow--slider{--per-view:${items}}}`,
).join('\n');

/**
 * The content lists' layouts, done by the stylesheet so the server's HTML is already laid out: a grid,
 * a waterfall in CSS columns, horizontal masonry as flex rows whose items grow by their picture's
 * aspect ratio (so a row shares one height), rows for a list (`.list-row`: a small picture left of
 * the words, where a kind's row has one), and a slideshow of translated or stacked
 * slides. Exhibitions' parallax and full-background cells are bands whose cover fills them, under a scrim
 * dark enough (at least 60% black behind every word) for white text on any picture. Part of the site
 * stylesheet (renderer/site/styles.ts).
 */
export const LIST_CSS = `
.list-tabs{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0 0 24px;border-bottom:1px solid var(--line)}
.list-tabs__tab{font:inherit;font-size:.9375rem;background:none;border:0;border-bottom:2px solid transparent;margin-bottom:-1px;padding:8px 0;min-height:44px;color:var(--body-text);cursor:pointer}
.list-tabs__tab[aria-selected="true"]{border-bottom-color:currentColor;color:var(--body-heading);font-weight:600}
.list-items{list-style:none;margin:0;padding:0}
.list-items__cell{margin:0 0 ${DEFAULT_CELL_BOTTOM_MARGIN}px}
.list-items--grid{display:grid;grid-template-columns:repeat(var(--columns,4),minmax(0,1fr));column-gap:28px}
.list-items--waterfall{columns:var(--columns,4);column-gap:28px}
.list-items--waterfall>.list-items__cell{break-inside:avoid;display:block}
.list-items--masonry{display:flex;flex-wrap:wrap;column-gap:16px}
.list-items--masonry>.list-items__cell{flex:var(--aspect,1) 1 calc(var(--aspect,1) * var(--row-height,${MASONRY_ROW_HEIGHT}px));min-width:0}
.list-items--masonry::after{content:"";flex-grow:999999}
.list-items--list{display:grid}
.list-items--with-preview{position:relative;padding-right:calc(${ARTIST_PREVIEW_WIDTH}% + 32px);min-height:320px}
.list-cell__media{display:block;aspect-ratio:1/1;overflow:hidden;background:var(--surface);margin-bottom:12px}
.list-cell__media img{width:100%;height:100%;object-fit:cover}
.list-cell__media--empty{background:linear-gradient(135deg,#ecebe7,#dcdad4)}
.list-items--waterfall .list-cell__media,.list-items--masonry .list-cell__media,.list-items--waterfall .inventory-card__media,.list-items--masonry .inventory-card__media{aspect-ratio:var(--aspect,1)}
.list-cell__title{display:block;font-weight:600;color:var(--body-heading)}
.list-cell__meta{display:block;color:var(--muted);font-size:.9375rem}
.artist-cell,.show-cell{display:block;text-decoration:none;color:inherit}
.artist-cell:hover,.show-cell:hover{color:inherit}
.artist-cell:hover .list-cell__title,.show-cell:hover .list-cell__title{text-decoration:underline}
.show-cell .list-cell__media{aspect-ratio:4/3}
.list-items--waterfall .show-cell .list-cell__media,.list-items--masonry .show-cell .list-cell__media,.list-items--waterfall .blog-cell .list-cell__media,.list-items--masonry .blog-cell .list-cell__media{aspect-ratio:var(--aspect,1)}
.list-items--list .list-row{display:grid;grid-template-columns:160px minmax(0,1fr);column-gap:24px;align-items:center;height:auto;margin:0;padding:0 0 ${DEFAULT_CELL_BOTTOM_MARGIN}px;border-bottom:1px solid var(--line)}
.list-items--list .list-row .list-cell__media,.list-items--list .list-row .inventory-card__media{margin:0;aspect-ratio:4/3}
.list-row__text{display:grid;gap:2px;min-width:0}
.list-items--list .media-cell.list-row figcaption{margin:0}
.list-items--parallax{display:grid;gap:24px}
.list-items--parallax>.list-items__cell{margin:0}
.show-band{position:relative;display:flex;align-items:flex-end;overflow:hidden;text-decoration:none;color:#fff;background:#2a2622}
.show-band:hover{color:#fff}
.show-band--parallax{min-height:clamp(260px,40vw,520px)}
.show-band--fullBackgroundSlideshow{min-height:clamp(320px,68vh,680px);height:100%}
.show-band__media{position:absolute;inset:0}
.show-band__media img{width:100%;height:100%;object-fit:cover;object-position:50% var(--parallax-offset,${PARALLAX.from.offset}%)}
.show-band__media--empty{background:linear-gradient(135deg,#4a4640,#2a2622)}
.show-band__text{position:relative;display:grid;gap:4px;width:100%;padding:72px var(--page-pad) 28px;background:linear-gradient(to top,rgba(0,0,0,.72),rgba(0,0,0,${BAND_SCRIM_ALPHA}) calc(100% - 64px),rgba(0,0,0,0));text-shadow:0 1px 2px rgba(0,0,0,.6)}
.show-band__title{font-size:clamp(1.375rem,2.6vw,2.25rem);font-weight:600;line-height:1.2;overflow-wrap:anywhere}
.show-band__dates{font-size:1.0625rem}
.show-band:hover .show-band__title{text-decoration:underline}
.show-band::after{content:"";position:absolute;inset:0;pointer-events:none}
.show-band:focus-visible{outline:none;box-shadow:none}
.show-band:focus-visible::after{box-shadow:inset 0 0 0 3px #fff,inset 0 0 0 6px #111}
.artist-cell--row{padding:10px 0;border-bottom:1px solid var(--line);font-size:1.25rem;color:var(--body-heading)}
.artist-cell--row:hover .artist-cell__name{text-decoration:underline}
.artist-cell__name{display:block}
.artist-cell__facts{display:block;margin-top:2px;color:var(--muted);font-size:.9375rem}
.artist-cell__preview{position:absolute;top:0;right:0;width:${ARTIST_PREVIEW_WIDTH}%;aspect-ratio:4/3;overflow:hidden;opacity:0;transition:opacity ${HOVER_FADE_MS}ms ease;pointer-events:none;background:var(--surface)}
.artist-cell__preview img{width:100%;height:100%;object-fit:cover}
.artist-cell--row:hover .artist-cell__preview,.artist-cell--row:focus-visible .artist-cell__preview{opacity:1}
.blog-cell .list-cell__media{aspect-ratio:3/2}
.blog-cell__title{font-size:1.25rem;margin:0 0 4px}
.blog-cell__title a{text-decoration:none}
.blog-cell__title a:hover{text-decoration:underline}
.blog-cell__excerpt{margin:8px 0 0}
.blog-cell--list{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);gap:28px;align-items:start;padding-bottom:${DEFAULT_CELL_BOTTOM_MARGIN}px;border-bottom:1px solid var(--line)}
.blog-cell--list .list-cell__media{margin:0}
.blog-cell--list .blog-cell__text:only-child{grid-column:1/-1}
.media-cell{margin:0}
.media-cell a{display:block}
.list-items--grid .media-cell .list-cell__media img{object-fit:contain}
.gallery-cell{padding:20px 0;border-top:1px solid var(--line)}
.gallery-cell--pictured{padding-top:0;border-top:0}
.gallery-cell .list-cell__media{aspect-ratio:4/3}
.list-items--waterfall .gallery-cell .list-cell__media,.list-items--masonry .gallery-cell .list-cell__media{aspect-ratio:var(--aspect,1)}
.gallery-cell__company{font-size:1.125rem;margin:0 0 8px}
.gallery-cell__address{font-style:normal;display:grid;margin:0 0 8px}
.gallery-cell p{margin:0}
.content-list__more{display:flex;margin:32px auto 0}
.content-list__loading{text-align:center;color:var(--muted);margin:16px 0 0}
.slideshow{position:relative;--per-view:1}
${sliderWidths}
.slideshow--carousel{--per-view:1}
.slideshow__controls{display:flex;justify-content:flex-end;gap:8px;margin:0 0 12px}
.slideshow__button{width:44px;height:44px;border-radius:50%;border:1px solid var(--body-heading);background:var(--body-bg);color:var(--body-heading);font-size:1.5rem;line-height:1;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.slideshow__button:hover{background:var(--surface)}
.slideshow__button:disabled{opacity:.4;cursor:default}
.slideshow__viewport{overflow:clip}
.slideshow--slide .slideshow__track{display:flex;gap:var(--slide-gap,40px);transform:translateX(calc(var(--index,0) * -1 * (100% + var(--slide-gap,40px)) / var(--per-view)));transition:transform var(--slide-speed,${CAROUSEL_ANIMATION_MS}ms) ease}
.slideshow--slide .slideshow__slide{flex:0 0 calc((100% - (var(--per-view) - 1) * var(--slide-gap,40px)) / var(--per-view));min-width:0}
.slideshow--fadeIn .slideshow__track,.slideshow--fadeOut .slideshow__track{display:grid}
.slideshow--fadeIn .slideshow__slide,.slideshow--fadeOut .slideshow__slide{grid-area:1/1;opacity:0;visibility:hidden}
.slideshow--fadeIn .slideshow__slide.is-current,.slideshow--fadeOut .slideshow__slide.is-current{opacity:1;visibility:visible}
.slideshow--fadeIn .is-current{z-index:2;transition:opacity var(--slide-speed,${CAROUSEL_ANIMATION_MS}ms) ease}
.slideshow--fadeIn .is-previous{opacity:1;visibility:visible;z-index:1}
.slideshow--fadeOut .is-current{z-index:1}
.slideshow--fadeOut .is-previous{z-index:2;transition:opacity var(--slide-speed,${CAROUSEL_ANIMATION_MS}ms) ease,visibility 0s linear var(--slide-speed,${CAROUSEL_ANIMATION_MS}ms)}
.slideshow--carousel .list-cell__media,.slideshow--carousel .inventory-card__media{aspect-ratio:auto;height:min(62vh,560px);background:var(--surface)}
.slideshow--carousel .list-cell__media img,.slideshow--carousel .inventory-card__media img{object-fit:contain}
@media (min-width:768px) and (max-width:1023px){
.list-items--grid{grid-template-columns:repeat(var(--tablet-columns,3),minmax(0,1fr))}
.list-items--waterfall{columns:var(--tablet-columns,3)}
}
@media (max-width:767px){
.list-items--grid{grid-template-columns:repeat(var(--mobile-columns,2),minmax(0,1fr));column-gap:16px}
.list-items--waterfall{columns:var(--mobile-columns,2);column-gap:16px}
.list-items--masonry{--row-height:150px}
.list-items--with-preview{padding-right:0;min-height:0}
.artist-cell__preview{display:none}
.blog-cell--list{grid-template-columns:1fr;gap:12px}
.list-items--list .list-row{grid-template-columns:96px minmax(0,1fr);column-gap:16px}
}
.slideshow__toggle{font-size:1rem}
.recently-viewed[hidden]{display:none}
${DETAIL_MODAL_CSS}`;

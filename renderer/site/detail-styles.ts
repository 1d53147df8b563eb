import { DETAIL_TABS_ATTRIBUTE, DETAIL_TABS_CLASS } from './detail-scripts';

/**
 * The artist, exhibition and blog post pages, the related works under an artwork, and rich text
 * (biographies, descriptions, post bodies). Part of the site stylesheet (styles.ts).
 */
export const DETAIL_CSS = `
.rich-text{max-width:72ch}
.rich-text>:last-child{margin-bottom:0}
.rich-text ul,.rich-text ol{margin:0 0 1em;padding-left:1.4em}
.rich-text h2,.rich-text h3,.rich-text h4{margin-top:1.4em}
.rich-text a{color:inherit}
.rich-text blockquote{margin:0 0 1em;padding-left:1em;border-left:3px solid var(--line)}
.detail-title{margin-bottom:32px}
.detail-title__heading{margin:0}
.detail-title__date{margin:8px 0 0;font-size:1.125rem;color:var(--muted)}
.detail-cover{margin:0 0 40px;background:var(--surface)}
.detail-cover img{width:100%;max-height:70vh;object-fit:cover}
.detail-section{margin-top:56px}
.detail-section>h2{margin-bottom:24px}
.artist-page__intro{display:flex;flex-wrap:wrap;align-items:center;gap:16px 28px;margin-bottom:40px}
.artist-page__profile{width:160px;height:160px;border-radius:50%;object-fit:cover;background:var(--surface)}
.artist-page__facts{margin:0;font-size:1.125rem;color:var(--muted)}
.artist-page__cv{margin-top:40px}
.detail-tabs__list{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0 0 32px;border-bottom:1px solid var(--line)}
.detail-tabs__tab{display:inline-block;padding:10px 0;margin-bottom:-1px;border-bottom:2px solid transparent;text-decoration:none;font-weight:600;letter-spacing:.04em;text-transform:uppercase;font-size:.9375rem;color:var(--body-text)}
.detail-tabs__tab:hover,.detail-tabs__tab[aria-selected="true"]{color:var(--body-heading);border-bottom-color:currentColor}
.detail-tabs__panel+.detail-tabs__panel{margin-top:56px}
.detail-tabs__panel[hidden]{display:none}
.detail-tabs--script .detail-tabs__panel+.detail-tabs__panel{margin-top:0}
.detail-tabs--script .detail-tabs__heading,.${DETAIL_TABS_CLASS} [${DETAIL_TABS_ATTRIBUTE}] .detail-tabs__heading{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.show-page__reception{font-weight:600;margin:0 0 32px}
.show-page__description{margin-bottom:8px}
.show-page__artists{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 28px;font-size:1.125rem}
.read-more{max-width:72ch;display:grid;gap:4px}
.read-more:has(>.read-more__details[open])>.read-more__short{display:none}
.read-more__details{display:flex;flex-direction:column}
.read-more__toggle{order:1;align-self:flex-start;margin-top:12px;padding:6px 0;cursor:pointer;list-style:none;font-weight:600;text-decoration:underline;text-underline-offset:.2em;color:var(--body-heading)}
.read-more__toggle::-webkit-details-marker{display:none}
.read-more__details[open] .read-more__more,.read-more__details:not([open]) .read-more__less{display:none}
.installation-photos{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--photo-columns,4),minmax(0,1fr));gap:20px}
.installation-photos img{width:100%;background:var(--surface)}
.show-cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:40px 28px}
.show-card{display:flex;flex-direction:column;gap:4px;text-decoration:none;color:inherit}
.show-card:hover{color:inherit}.show-card:hover .show-card__title{text-decoration:underline}
.show-card__media{display:block;aspect-ratio:3/2;background:var(--surface);margin-bottom:10px;overflow:hidden}
.show-card__media img{width:100%;height:100%;object-fit:cover}
.show-card__title{font-weight:600;color:var(--body-heading)}
.show-card__date{color:var(--muted);font-size:.9375rem}
.post-page>:not(.cover-banner){max-width:72ch;margin-left:auto;margin-right:auto}
.post-page__date{color:var(--muted);margin-bottom:32px}
.detail-title+.post-page__date{margin-top:-16px}
.post-page__featured{margin:0 0 32px;background:var(--surface)}
.post-page__body{font-size:1.0625rem}
.post-page__back{margin-top:48px}
.art-page__related{margin-top:32px}
.art-page__slides{overflow-x:auto;scroll-snap-type:x mandatory;background:var(--surface)}
.art-page__slides>ul{display:grid;grid-auto-flow:column;grid-auto-columns:100%;list-style:none;margin:0;padding:0}
.art-page__slides li{scroll-snap-align:start}
.art-page__slides img{width:100%;max-height:80vh;object-fit:contain}
.art-page__related>h2{margin-bottom:24px}
@media (max-width:767px){
.show-cards,.installation-photos{grid-template-columns:1fr}
.artist-page__profile{width:112px;height:112px}
}
`;

import { FILTER_BAR_CSS } from '../blocks/InventoryList/filters-css';
import { colorDeclarations } from './colors';
import { DEFAULT_COLORS, THEME_CSS } from './themes';
import { LIST_CSS } from '../blocks/lists/styles';
import { BLOCKS_CSS } from '../blocks/blocks-css';
import { DETAIL_CSS } from './detail-styles';
import { SEARCH_BAR_CSS, SEARCH_COLUMNS_CSS, SEARCH_PAGE_CSS } from './search-css';

export { siteColorCss } from './colors';
export { DEFAULT_COLORS, THEME_COLORS, themeColors } from './themes';

/**
 * The rules every visitor page takes: a quiet gallery look (system fonts, generous whitespace, images
 * first), responsive at the spec's 768px breakpoint, with visible keyboard focus. On a phone the header
 * is one row in every theme (name, search, Menu). Follow Artist keeps its distance from what follows
 * here, where the page lays it out, not in the forms' styles its island adds later.
 */
export const BASE_CSS = `
:root{${colorDeclarations(DEFAULT_COLORS)}--muted:#595959;--line:#e3e3e3;--surface:#f6f6f4;--danger:#b3261e;--focus:var(--body-heading);--radius:4px;--page-width:1280px;--page-pad:clamp(16px,4vw,48px);
}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:var(--font,var(--theme-font));font-size:1rem;line-height:1.6;color:var(--body-text);background:var(--body-bg);-webkit-font-smoothing:antialiased}
h1,h2,h3,h4{color:var(--body-heading);font-family:var(--font-heading,var(--theme-font-heading,var(--font,var(--theme-font))));line-height:1.2;font-weight:var(--heading-weight);text-transform:var(--heading-transform);letter-spacing:var(--heading-spacing);margin:0 0 .6em}
h1{font-size:var(--h1)}h2{font-size:clamp(1.5rem,1.2rem + 1.2vw,2rem)}h3{font-size:1.25rem}
p{margin:0 0 1em}
a{color:inherit;text-underline-offset:.2em}
a:hover{color:var(--accent)}
img{max-width:100%;height:auto;display:block}
.images-protected img{pointer-events:none;-webkit-user-select:none;user-select:none;-webkit-user-drag:none}
:focus-visible{outline:3px solid var(--focus);outline-offset:3px;box-shadow:0 0 0 3px var(--body-bg)}
.site-shell{min-height:100vh;display:flex;flex-direction:column}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:16px;top:-100px;z-index:100;background:#111;color:#fff;padding:12px 20px;border-radius:var(--radius);text-decoration:none;font-weight:600}
.skip-link:focus{top:16px;color:#fff}
.site-header{background:var(--nav-bg);color:var(--nav-text);border-bottom:1px solid var(--line)}
.site-header__inner{max-width:var(--page-width);margin:0 auto;padding:20px var(--page-pad);display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px 32px}
.site-logo{font-family:var(--font-heading,var(--theme-font-heading,var(--font,var(--theme-font))));font-size:var(--logo-size);font-weight:var(--logo-weight);text-transform:var(--logo-transform);letter-spacing:.02em;text-decoration:none;color:inherit}
.site-logo:hover{color:inherit;opacity:.8}
.site-nav{display:flex;align-items:center;gap:8px 28px;flex-wrap:wrap}
.site-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 28px}
.site-nav a,.site-nav summary{text-transform:var(--nav-transform);letter-spacing:var(--nav-spacing)}
.site-nav a{color:inherit;text-decoration:none;font-size:var(--nav-size);padding:6px 0;display:inline-block;border-bottom:2px solid transparent}
.site-nav a:hover,.site-nav a[aria-current="page"]{border-bottom-color:currentColor;color:inherit}
.site-nav__group{position:relative}.site-nav__group summary{cursor:pointer;font-size:var(--nav-size);padding:6px 0;list-style:none}.site-nav__group summary::-webkit-details-marker{display:none}.site-nav__group summary::after{content:"";display:inline-block;margin-left:6px;border:4px solid transparent;border-top-color:currentColor;vertical-align:middle;transform:translateY(2px)}
.site-menu-button{display:none}
.follow-artist{margin-bottom:40px}
.site-logo img{display:block;height:40px;width:auto;max-width:240px;object-fit:contain}
.site-footer__address{font-style:normal;margin:0 0 12px}.site-footer__address a{color:inherit}
.site-footer__social{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 16px}.site-footer__social a{color:inherit}
@media (max-width:767px){.has-menu-script .site-header .site-header__inner{flex-direction:row;flex-wrap:nowrap;align-items:center;text-align:left;gap:8px}
.has-menu-script .site-header__inner>.site-logo{flex:1 1 auto;min-width:0;overflow-wrap:break-word;font-size:min(var(--logo-size),1.5rem)}
.has-menu-script .site-menu-button{flex-shrink:0;display:inline-block;font:inherit;padding:8px 14px;border:1px solid currentColor;border-radius:var(--radius);background:transparent;color:inherit;cursor:pointer;position:relative;z-index:41}
.has-menu-script .site-header .site-nav{display:none}
.has-menu-script .site-header--menu-open .site-menu-button{position:fixed;top:20px;right:var(--page-pad)}
.has-menu-script .site-header--menu-open .site-nav{display:flex;flex-direction:column;align-items:flex-start;position:fixed;inset:0;z-index:40;overflow:auto;padding:84px var(--page-pad) 32px;background:var(--nav-bg)}
.has-menu-script .site-header--menu-open .site-nav ul{flex-direction:column;gap:4px;width:100%}
.has-menu-script .site-header--menu-open .site-nav a,.has-menu-script .site-header--menu-open .site-nav summary{font-size:1.2rem}
.has-menu-script .site-header--menu-open .site-nav__group[open]>ul{position:static;box-shadow:none;border:0;padding:4px 0 4px 16px;min-width:0}}
.site-nav__group[open]>ul{position:absolute;z-index:30;top:100%;left:-12px;display:grid;gap:0;min-width:180px;padding:8px 12px;background:var(--nav-bg);border:1px solid var(--line);border-radius:var(--radius);box-shadow:0 6px 18px rgba(0,0,0,.08)}
.cart-link{display:inline-flex;align-items:center;gap:6px;color:inherit;text-decoration:none;padding:6px 0}
.cart-link svg{width:22px;height:22px}
.cart-count{min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:var(--nav-text);color:var(--nav-bg);font-size:.75rem;font-weight:700;display:inline-flex;align-items:center;justify-content:center}
.cart-count[hidden]{visibility:hidden}
.site-main{flex:1 0 auto;width:100%;max-width:var(--page-width);margin:0 auto;padding:48px var(--page-pad) 96px;min-height:60vh}
.site-main:focus{outline:none}
.page-title{margin-bottom:40px}
.page-body>*+*{margin-top:48px}
.builder-hint{color:var(--muted);font-style:italic;margin:0;padding:16px;text-align:center;border:1px dashed #9a9a9a;border-radius:var(--radius);background:var(--surface)}
.text-align-center{text-align:center;margin-left:auto;margin-right:auto}
.text-align-right{text-align:right;margin-left:auto}
.block-image{margin:0}
.block-image--fill img{width:100%}
.block-image--fit img{width:auto;max-width:100%;margin:0 auto}
.block-image--empty{aspect-ratio:16/9;display:grid;place-items:center;background:var(--surface)}
.block-image--empty .builder-hint{border:0;background:none}
.block-columns{display:grid;grid-template-columns:repeat(var(--columns,2),minmax(0,1fr));gap:var(--gap,24px)}
.block-column{padding:8px;min-width:0;min-height:48px}
.block-column>*+*{margin-top:24px}
.block-column--empty{outline:1px dashed #9a9a9a;outline-offset:-1px;display:grid;place-items:center}
.block-column--empty .builder-hint{border:0;background:none}
.block-hover-content{position:relative;display:grid}
.block-hover-layer{grid-area:1/1;min-width:0;padding:4px}
.block-column--visitor,.block-hover-layer--visitor{padding-left:0;padding-right:0}
.block-hover-content--visitor .block-hover-layer{transition:opacity 400ms ease}
.block-hover-content--visitor .block-hover-layer--hover{opacity:0}
.block-hover-content--visitor:hover .block-hover-layer--hover,.block-hover-content--visitor:focus-within .block-hover-layer--hover{opacity:1}
.block-hover-content--visitor:hover .block-hover-layer--default,.block-hover-content--visitor:focus-within .block-hover-layer--default{opacity:0}
.block-hover-content--builder[data-builder-state="default"] .block-hover-layer--hover,.block-hover-content--builder[data-builder-state="hover"] .block-hover-layer--default{display:none}
.block-hover-content__cue{position:absolute;z-index:1;right:8px;bottom:8px;width:28px;height:28px;border-radius:50%;display:grid;place-items:center;background:var(--body-bg);color:var(--body-heading);border:1px solid currentColor;font-size:18px;line-height:1;pointer-events:none;transition:opacity 400ms ease}
.block-hover-content__cue::before{content:"+"}
.block-hover-content--visitor:hover .block-hover-content__cue,.block-hover-content--visitor:focus-within .block-hover-content__cue{opacity:0}
.block-hover-content__builder-cue{position:absolute;z-index:1;top:0;right:0;padding:2px 8px;border-radius:0 0 0 4px;background:#1e3a8a;color:#fff;font:600 12px/1.5 system-ui,sans-serif;pointer-events:none}
.list-title{margin-bottom:28px}
.inventory-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--columns,4),minmax(0,1fr));gap:48px 28px}
.inventory-more{margin-top:48px;display:grid;gap:48px;justify-items:center}
.inventory-more .inventory-grid{justify-self:stretch}
.inventory-card{display:flex;flex-direction:column;gap:2px;text-decoration:none;color:inherit;height:100%}
.inventory-card:hover{color:inherit}
.inventory-card:hover .inventory-card__title{text-decoration:underline}
.inventory-card__media{position:relative;display:grid;place-items:center;aspect-ratio:1/1;background:var(--surface);margin-bottom:14px;overflow:hidden}
.inventory-card__media img{width:100%;height:100%;object-fit:contain;transition:transform 400ms ease}
.inventory-card:hover .inventory-card__media img{transform:scale(1.02)}
.inventory-card__placeholder{display:block;width:100%;height:100%;background:linear-gradient(135deg,#ecebe7,#dcdad4)}
.inventory-card__title{font-weight:600;color:var(--body-heading)}
.inventory-card__artist{color:var(--body-text)}
.inventory-card__date,.inventory-card__price{color:var(--muted);font-size:.9375rem}
.inventory-card__media--cover img{object-fit:cover}
.cell-part--center{text-align:center}.cell-part--right{text-align:right}.cell-part--small{font-size:.8125rem}.cell-part--large{font-size:1.25rem}.cell-part--upper{text-transform:uppercase;letter-spacing:.04em}
.status-sticker{position:absolute;top:10px;left:10px;padding:3px 10px;border-radius:999px;background:#fff;color:#1a1a1a;border:1px solid #1a1a1a;font-size:.75rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase}
.status-sticker--sold{background:#1a1a1a;color:#fff}
.art-page__main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:clamp(32px,5vw,72px);align-items:start}
.art-page__images{display:grid;gap:16px}
.art-page__image{margin:0;background:var(--surface)}
.art-page__image img{width:100%;max-height:80vh;object-fit:contain}
.art-page__image--empty{aspect-ratio:4/3}
.art-page__image--empty .inventory-card__placeholder{height:100%}
.art-page__thumbs{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:12px;list-style:none;margin:0;padding:0}
.art-page__details{position:sticky;top:24px;display:grid;gap:20px}
.art-page__title{margin:0}
.art-page__artist{font-size:1.25rem;margin:0}
.art-page__subtitle{font-size:1.125rem;margin:-12px 0 0;color:var(--muted)}
.art-page__facts{display:grid;grid-template-columns:auto 1fr;gap:6px 20px;margin:0}
.art-page__facts dt{color:var(--muted)}
.art-page__facts dd{margin:0}
.art-page__sticker{position:static;justify-self:start}
.edition-list{list-style:none;margin:0;padding:0;border-top:1px solid var(--line)}
.edition-list li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:12px 0;border-bottom:1px solid var(--line)}
.edition-list__price{font-weight:600}
.edition-list__prices{font-size:.875em;color:var(--muted)}
.edition-list__status{color:var(--muted)}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 28px;border-radius:var(--radius);border:1px solid #111;font:inherit;font-size:.875rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;text-decoration:none;cursor:pointer;transition:background-color 150ms ease,color 150ms ease}
.button{border-color:var(--body-heading)}
.button--primary{background:var(--body-heading);color:var(--body-bg)}
.button--primary:hover{background:var(--body-text);color:var(--body-bg)}
.button--secondary{background:var(--body-bg);color:var(--body-heading)}
.button--secondary:hover{background:var(--surface);color:var(--body-heading)}
.button:disabled{opacity:.6;cursor:not-allowed}
.link-button{background:none;border:0;padding:4px 0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer}
.purchase-button{justify-self:start;min-width:200px}
dialog.popup{width:calc(100% - 32px);max-width:500px;border:0;border-radius:8px;padding:0;color:var(--body-text);background:var(--body-bg);box-shadow:0 24px 64px rgba(0,0,0,.25)}
dialog.popup::backdrop{background:rgba(0,0,0,.55)}
.popup__body{padding:32px;display:grid;gap:16px}
.popup__title{margin:0;font-size:1.5rem}
.popup__text{margin:0}
.popup__actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:8px}
.popup__actions .button{flex:1 1 180px}
.edition-choice{border:0;margin:0;padding:0;display:grid;gap:8px}
.edition-choice legend{font-weight:600;margin-bottom:8px}
.edition-choice__option{display:flex;gap:12px;align-items:flex-start;padding:12px;border:1px solid var(--line);border-radius:var(--radius);cursor:pointer}
.edition-choice__option input{margin-top:.35em}
.cart__layout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,520px);gap:clamp(32px,5vw,72px);align-items:start}
.cart__message{font-size:1.125rem}
.cart-lines{list-style:none;margin:0 0 24px;padding:0}
.cart-line{display:grid;grid-template-columns:96px minmax(0,1fr) auto;grid-template-areas:"media info subtotal" "media quantity remove";gap:8px 20px;padding:20px 0;border-bottom:1px solid var(--line);align-items:start}
.cart-line__media{grid-area:media;display:grid;place-items:center;aspect-ratio:1/1;background:var(--surface)}
.cart-line__media img{width:100%;height:100%;object-fit:contain}
.cart-line__info{grid-area:info;display:grid;gap:2px}
.cart-line__title{font-weight:600;color:var(--body-heading)}
.cart-line__edition,.cart-line__artist{color:var(--muted);font-size:.9375rem}
.cart-line__notice{color:var(--danger);font-size:.9375rem}
.cart-line__subtotal{grid-area:subtotal;font-weight:600;text-align:right}
.cart-line__quantity{grid-area:quantity;display:flex;align-items:center;gap:8px}
.cart-line__remove{grid-area:remove;justify-self:end}
.cart-totals{margin:0;display:grid;gap:8px}
.cart-totals div{display:flex;justify-content:space-between;gap:16px}
.cart-totals dd{margin:0}
.cart-totals__total{border-top:1px solid var(--line);padding-top:12px;font-weight:700;font-size:1.125rem}
.checkout-form{display:grid;gap:24px}
.checkout-form__title{margin:0}
.checkout-form__group{border:0;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:16px}
.checkout-form__group legend{font-weight:600;font-size:1.125rem;margin-bottom:12px;padding:0}
.form-field{display:grid;gap:6px;min-width:0}
.form-field--wide{grid-column:1/-1}
.form-field label{font-size:.9375rem;font-weight:500}
.form-field input,.form-field textarea,.cart-line__quantity input{font:inherit;color:var(--body-text);background:var(--body-bg);border:1px solid var(--muted);border-radius:var(--radius);padding:10px 12px;min-height:44px;width:100%}
.cart-line__quantity input{width:88px}
.form-field input:disabled,.form-field textarea:disabled{background:var(--surface)}
.form-field input:user-invalid{border-color:var(--danger)}
.form-error{color:var(--danger);background:var(--surface);border-left:4px solid var(--danger);padding:12px 16px;margin:0 0 16px;border-radius:var(--radius)}
.checkout-form__pay{width:100%}
.checkout-form__status{color:var(--muted);margin:0}
.not-found>.page-title,.not-found>.block-not-found{max-width:60ch}
.site-footer{flex-shrink:0;background:var(--footer-bg);color:var(--footer-text);--focus:var(--footer-heading)}
.site-footer :focus-visible{box-shadow:0 0 0 3px var(--footer-bg)}
.site-header{--focus:var(--nav-text)}.site-header :focus-visible{box-shadow:0 0 0 3px var(--nav-bg)}
.site-footer__hours{display:grid;grid-template-columns:auto 1fr;gap:0 16px;margin:0 0 12px}.site-footer__hours div{display:contents}.site-footer__hours dd{margin:0}
.site-part-blocks{max-width:var(--page-width);margin:0 auto;padding:0 var(--page-pad) 16px;display:grid;gap:16px}.site-footer__blocks{padding-top:32px;padding-bottom:0}.site-part-blocks h1,.site-part-blocks h2,.site-part-blocks h3{color:inherit}
.site-footer__links ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px 20px}
.cover-banner{position:relative;display:grid;place-items:center;min-height:clamp(220px,36vw,420px);margin:0 0 48px;padding:48px var(--page-pad);background:#2a2622 center/cover no-repeat;color:#fff;text-align:center;overflow:hidden}
.cover-banner__image{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.cover-banner::before{content:"";position:absolute;inset:0;z-index:1;background:rgba(0,0,0,.45)}
.cover-banner__text{position:relative;z-index:2;display:grid;gap:8px}
.cover-banner h1{color:#fff;margin:0;text-shadow:0 1px 12px rgba(0,0,0,.5)}
.cover-banner__date{margin:0;font-size:1.125rem}
.site-footer__inner{max-width:var(--page-width);margin:0 auto;padding:48px var(--page-pad);display:flex;flex-wrap:wrap;justify-content:space-between;gap:16px 32px;font-size:.9375rem}
.site-footer__company{color:var(--footer-heading);font-weight:600;margin:0 0 4px}
.site-footer p{margin:0}
.site-footer a{color:inherit}
.site-footer a:hover{color:var(--footer-heading)}
@media (min-width:768px) and (max-width:1023px){.inventory-grid{grid-template-columns:repeat(var(--tablet-columns,3),minmax(0,1fr))}}
@media (max-width:767px){
.block-columns{grid-template-columns:1fr}
.inventory-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:32px 16px}
.art-page__main,.cart__layout{grid-template-columns:1fr}
.art-page__details{position:static}
.checkout-form__group{grid-template-columns:1fr}
.site-main{padding-top:32px}
.cart-line{grid-template-columns:72px minmax(0,1fr) auto}
}
`;

export const REDUCED_MOTION_CSS = `@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition-duration:0ms!important;animation-duration:0ms!important;scroll-behavior:auto!important}}
`;

/**
 * The parts of the stylesheet that only some pages need, in the order they come after the base: each is
 * the rules of one area, so a page that shows nothing of an area leaves it out (renderer/site/page-css.ts).
 */
export const CSS_PARTS = { detail: DETAIL_CSS, filterBar: FILTER_BAR_CSS, lists: LIST_CSS, searchBar: SEARCH_BAR_CSS, searchPage: SEARCH_PAGE_CSS, searchColumns: SEARCH_COLUMNS_CSS } as const;

/**
 * The whole site stylesheet, the eight themes included: what the builder's canvas links from the server
 * (/static/site.css), so it is not in the builder's script. Visitor pages inline only what they use.
 */
export const SITE_CSS = `${BASE_CSS}${Object.values(CSS_PARTS).join('\n')}
${BLOCKS_CSS}
${THEME_CSS}
${REDUCED_MOTION_CSS}`;

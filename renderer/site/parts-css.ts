import { HEX } from './colors';
import { copyrightFontSize, DESKTOP_MIN_WIDTH, isFixed, MOBILE_MAX_WIDTH, pageTopOffset, resolvedPart, SCREENS, type SiteDocuments } from '../../schema/site-parts';

/**
 * The header and footer settings as CSS, per screen (desktop 768 px and wider, mobile 767 px and
 * narrower): a fixed header and the space it takes above the page, background colours (as the slot's
 * variable too, so menus and dropdowns follow), and the copyright's font size. The francisco theme's
 * desktop header is a sidebar that already stays in view, so it is never fixed to the top there.
 */
export function sitePartsCss(documents: SiteDocuments | undefined): string {
  const rules = [`@media (max-width:${MOBILE_MAX_WIDTH}px){.site-only-desktop{display:none!important}}`, `@media (min-width:${DESKTOP_MIN_WIDTH}px){.site-only-mobile{display:none!important}}`];
  for (const screen of SCREENS) {
    const header = resolvedPart(documents, 'header', screen);
    const footer = resolvedPart(documents, 'footer', screen);
    const scope = screen === 'desktop' ? 'body:not(.theme-francisco) ' : '';
    const body: string[] = [];
    if (isFixed(header)) {
      body.push(`${scope}.site-header{position:fixed;top:0;left:0;right:0;z-index:50}`, `${scope}.site-shell{padding-top:${pageTopOffset(header, screen)}px}`);
    }
    const headerBackground = header.config.block?.backgroundColor;
    if (headerBackground && HEX.test(headerBackground)) body.push(`.site-header{--nav-bg:${headerBackground};background:${headerBackground}}`);
    const footerBackground = footer.config.block?.backgroundColor;
    if (footerBackground && HEX.test(footerBackground)) body.push(`.site-footer{--footer-bg:${footerBackground};background:${footerBackground}}`);
    body.push(`.site-footer__copyright{font-size:${copyrightFontSize(footer)}px}`);
    rules.push(`@media (${screen === 'desktop' ? `min-width:${DESKTOP_MIN_WIDTH}` : `max-width:${MOBILE_MAX_WIDTH}`}px){${body.join('')}}`);
  }
  return rules.join('\n');
}

import { renderToString } from 'react-dom/server';
import { cookieNoticePosition } from '../../../schema/popups';
import { renderBlocks } from '../../blocks/registry';
import type { SiteContext } from '../../../schema/site-context';
import { SiteRenderContext } from '../context';
import type { LinkParams } from '../links';
import { CookieNotice } from './CookieNotice';
import { COOKIE_NOTICE_SCRIPT } from './notice-script';

export { COOKIE_NOTICE_CSS } from './styles';

/**
 * The cookie notice of a visitor page, hidden, with the inline script that shows it until the visitor
 * answers: the blocks of the site's cookie notice template where the owner has set one (drawn as a
 * page's, with the site's links), else the notice's own words and buttons.
 */
export function cookieNoticeHtml(site: SiteContext, linkParams: LinkParams): string {
  const blocks = site.config.templates?.cookieNotice?.blocks;
  const notice = (
    <SiteRenderContext.Provider value={{ site, linkParams }}>
      <CookieNotice position={cookieNoticePosition(site.config)}>{blocks?.length ? renderBlocks(blocks, 'visitor') : undefined}</CookieNotice>
    </SiteRenderContext.Provider>
  );
  return `${renderToString(notice)}\n<script>${COOKIE_NOTICE_SCRIPT}</script>`;
}

import { renderToString } from 'react-dom/server';
import type { SiteConfig } from '../../../schema/document';
import { cookieNoticePosition } from '../../../schema/popups';
import { CookieNotice } from './CookieNotice';
import { COOKIE_NOTICE_SCRIPT } from './notice-script';

export { COOKIE_NOTICE_CSS } from './styles';

/** The cookie notice of a visitor page, hidden, with the inline script that shows it until the visitor answers. */
export function cookieNoticeHtml(config: Pick<SiteConfig, 'cookieNoticePosition'>): string {
  return `${renderToString(<CookieNotice position={cookieNoticePosition(config)} />)}\n<script>${COOKIE_NOTICE_SCRIPT}</script>`;
}

import { BlockType } from './block-types';

/**
 * The cookie notice's words (storefront spec §2, §9: its heading and the CONTINUE button; the rest the
 * product's), here so that the notice's default template (detail-templates.ts) says what the fixed
 * notice says. The renderer's CookieNoticeText takes them from here.
 */
export const COOKIE_NOTICE_WORDS = {
  title: 'We Value Your Privacy',
  text: 'We use cookies to run this site and, only if you agree, to measure visits and show relevant ads. Continue to accept them, or reject them.',
  accept: 'CONTINUE',
  reject: 'REJECT',
} as const;

/**
 * What the cookie notice's template holds: words, a link button (to the cookie policy page) and the
 * accept and reject buttons. The notice is a small box at the edge of every page, 400 px at most:
 * nothing that loads data, plays or lays out columns.
 */
export const COOKIE_NOTICE_BLOCKS: readonly string[] = [BlockType.Text, BlockType.Button, BlockType.CookiePolicyButton];

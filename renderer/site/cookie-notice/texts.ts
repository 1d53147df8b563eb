import { COOKIE_NOTICE_WORDS } from '../../../schema/cookie-notice';

/** The cookie notice's words: the spec's heading and button, and the product's own explanation. */
export const CookieNoticeText = {
  /** The spec's label (§9). */
  title: COOKIE_NOTICE_WORDS.title,
  text: COOKIE_NOTICE_WORDS.text,
  /** The spec's button (§2): accepts. */
  accept: COOKIE_NOTICE_WORDS.accept,
  reject: COOKIE_NOTICE_WORDS.reject,
  /** Said beside a cookie policy button once the visitor has answered with it. */
  acceptedStatus: 'Thank you: cookies are accepted.',
  rejectedStatus: 'Thank you: cookies are rejected.',
} as const;

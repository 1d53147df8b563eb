import type { ReactNode } from 'react';
import type { CookieNoticePosition } from '../../../schema/enums';
import type { Consent } from './consent';
import { CONSENT_BUTTON_ATTRIBUTE, COOKIE_NOTICE_ATTRIBUTE } from './notice-script';
import { CookieNoticeText } from './texts';

const TITLE_ID = 'cookie-notice-title';

/**
 * The cookie notice (spec §2: max width 400 px, CONTINUE, the nine positions). Sent hidden: its inline
 * script (notice-script.ts) shows it to visitors who have not answered yet. A region of its own, so
 * screen reader users find it among the page's landmarks; it never blocks the page. Under its heading,
 * the blocks of the site's cookie notice template (`children`) where the owner has set one, else the
 * notice's own words and its CONTINUE and REJECT buttons.
 */
export function CookieNotice({ position, children }: { position: CookieNoticePosition; children?: ReactNode }) {
  const consent = (value: Consent) => ({ [CONSENT_BUTTON_ATTRIBUTE]: value });
  return (
    <section className={`cookie-notice cookie-notice--${position}`} aria-labelledby={TITLE_ID} hidden {...{ [COOKIE_NOTICE_ATTRIBUTE]: '' }}>
      <h2 id={TITLE_ID} className="cookie-notice__title">
        {CookieNoticeText.title}
      </h2>
      {children ? (
        <div className="cookie-notice__blocks">{children}</div>
      ) : (
        <>
          <p className="cookie-notice__text">{CookieNoticeText.text}</p>
          <div className="cookie-notice__actions">
            <button type="button" className="button button--primary" {...consent('accepted')}>
              {CookieNoticeText.accept}
            </button>
            <button type="button" className="button button--secondary" {...consent('rejected')}>
              {CookieNoticeText.reject}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

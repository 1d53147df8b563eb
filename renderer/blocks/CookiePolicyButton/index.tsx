import type { BlockConfig } from '../../../schema/catalogue';
import { CONSENT_BUTTON_ATTRIBUTE, CONSENT_SAID_ATTRIBUTE, CONSENT_STATUS_ATTRIBUTE } from '../../site/cookie-notice/notice-script';
import { CookieNoticeText } from '../../site/cookie-notice/texts';
import { buttonVariables } from '../Button';
import type { BlockProps } from '../types';

/**
 * The cookie notice's accept or reject button as a block, for a cookie policy page: the notice's own
 * script (on every visitor page) stores the answer, hides the notice if it shows, tells the page's
 * analytics and says beside the button what was kept. The visitor may change their answer here. In the
 * builder it is drawn only: nothing listens to it there.
 */
export function CookiePolicyButtonBlock({ config, mode }: BlockProps<BlockConfig<'cookie-policy-button'>>) {
  const accepts = config.consent === 'accepted';
  const text = config.text.trim() || (accepts ? CookieNoticeText.accept : CookieNoticeText.reject);
  const live =
    mode === 'visitor' ? { [CONSENT_BUTTON_ATTRIBUTE]: config.consent, [CONSENT_SAID_ATTRIBUTE]: accepts ? CookieNoticeText.acceptedStatus : CookieNoticeText.rejectedStatus } : {};
  return (
    <div className={`block-button block-cookie-button text-align-${config.align}`} style={buttonVariables(config)}>
      <button type="button" className="block-button__link" {...live}>
        {text}
      </button>
      {mode === 'visitor' && <p className="block-cookie-button__status" role="status" {...{ [CONSENT_STATUS_ATTRIBUTE]: '' }} />}
    </div>
  );
}

export default CookiePolicyButtonBlock;

export const COOKIE_POLICY_BUTTON_CSS = `
.block-cookie-button__status{margin:8px 0 0;font-size:.9375rem}
.block-cookie-button__status:empty{margin:0}
`;

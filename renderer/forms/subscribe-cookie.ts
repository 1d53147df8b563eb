/**
 * The subscribe popup's cookie (storefront spec §4, §9): the popup shows once the delay has passed and
 * the cookie is unset, then the cookie marks it shown for 7 days.
 */
export const SUBSCRIBE_POPUP_COOKIE = 'subscribe_popup';
export const SUBSCRIBE_POPUP_DAYS = 7;
export const SUBSCRIBE_POPUP_MAX_AGE_SECONDS = SUBSCRIBE_POPUP_DAYS * 24 * 60 * 60;

/** Whether a cookie string (document.cookie) says the popup was shown in the last 7 days. */
export function subscribePopupShown(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => part.split('=')[0].trim() === SUBSCRIBE_POPUP_COOKIE);
}

/** The document.cookie assignment that marks the popup shown for 7 days on the whole site. */
export function subscribePopupCookie(secure: boolean): string {
  return `${SUBSCRIBE_POPUP_COOKIE}=shown; Max-Age=${SUBSCRIBE_POPUP_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Where a subscription was made, for the server's Origin: 'show/{id}' on an exhibition page (the
 * subscription is then kept with that show), else the page's path.
 */
export function subscriptionOrigin(pathname: string): string {
  const show = /\/show\/([1-9][0-9]{0,9})(?:\/|$)/.exec(pathname);
  return show ? `show/${show[1]}` : pathname.slice(0, 300) || '/';
}

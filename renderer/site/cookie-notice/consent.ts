/**
 * The visitor's answer to the cookie notice, kept in one cookie, and the one place that reads and writes
 * it. Analytics and ad pixels must load only after consent: bundled code calls whenConsented, and code
 * the server writes into a page as an inline script is wrapped in consentGateScript. The notice's own
 * inline script (notice-script.ts) writes the same cookie and fires the same event as writeConsent.
 */

export const CONSENT_COOKIE = 'cookie_consent';
/** The spec's cookie lifetime is 60 with no unit; 60 days, the span consent banners commonly ask again after. */
export const CONSENT_LIFETIME_DAYS = 60;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_LIFETIME_DAYS * 24 * 60 * 60;
/** Fired on window with the new consent as its detail when the visitor answers the notice. */
export const CONSENT_EVENT = 'consent:change';

export const CONSENTS = ['accepted', 'rejected'] as const;
export type Consent = (typeof CONSENTS)[number];

/** The consent stored in a cookie string (document.cookie or a Cookie header); null when there is none or it is not ours. */
export function parseConsent(cookies: string | null | undefined): Consent | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name.trim() !== CONSENT_COOKIE) continue;
    const value = rest.join('=').trim();
    return (CONSENTS as readonly string[]).includes(value) ? (value as Consent) : null;
  }
  return null;
}

/** The document.cookie assignment that stores a consent for CONSENT_LIFETIME_DAYS on the whole site. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

interface CookieJar {
  cookie: string;
}

/** The visitor's answer so far: 'accepted', 'rejected', or null while the notice is unanswered. */
export function readConsent(doc: CookieJar = document): Consent | null {
  return parseConsent(doc.cookie);
}

/** Stores the visitor's answer and tells whoever waits for it (whenConsented). */
export function writeConsent(consent: Consent, doc: CookieJar = document, win: Window = window): void {
  doc.cookie = consentCookie(consent, win.location.protocol === 'https:');
  win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: consent }));
}

/**
 * Runs `load` (an analytics or ad pixel loader) once the visitor has accepted: at once when they already
 * had, else when they accept; never when they reject. The function returned stops waiting.
 */
export function whenConsented(load: () => void, doc: CookieJar = document, win: Window = window): () => void {
  if (readConsent(doc) === 'accepted') {
    load();
    return () => undefined;
  }
  const listener = (event: Event) => {
    if ((event as CustomEvent<Consent>).detail !== 'accepted') return;
    win.removeEventListener(CONSENT_EVENT, listener);
    load();
  };
  win.addEventListener(CONSENT_EVENT, listener);
  return () => win.removeEventListener(CONSENT_EVENT, listener);
}

/**
 * An inline script (plain ES5) that runs `code` only once the visitor has accepted, for tags the server
 * writes into pages (GA4, Meta pixel): at once when the consent cookie says so, else on the notice's
 * CONSENT_EVENT. `code` must be trusted script, never text from a visitor.
 */
export function consentGateScript(code: string): string {
  // A '</script' inside would end the inline script early.
  const body = code.replace(/<\/(script)/gi, '<\\/$1');
  const accepted = JSON.stringify(`${CONSENT_COOKIE}=accepted`);
  return `(function(){var done=false;function run(){if(done)return;done=true;${body}\n}var c=document.cookie.split(';');for(var i=0;i<c.length;i++)if(c[i].replace(/^\\s+|\\s+$/g,'')===${accepted}){run();return}window.addEventListener(${JSON.stringify(CONSENT_EVENT)},function(e){if(e.detail==='accepted')run()})})();`;
}

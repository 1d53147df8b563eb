/**
 * Where a visit came from, for the Referrer and Utm every order, inquiry, offer and subscription carries
 * (storefront spec §7). The page a visitor lands on has them (the address's utm_* parameters, the
 * referring site); the art page they inquire from three clicks later has only the site's own previous
 * page. So each page records an arrival from outside, in session storage (this tab, this visit), and
 * what is sent is that arrival: the latest one from outside, else the page's own.
 */

export const VISIT_SOURCE_KEY = 'visit.source.v1';
/** Each field is cut to this many characters (the server refuses longer). */
const MAX_LENGTH = 2000;

export interface VisitSource {
  /** The referring page outside the site; '' when none. */
  referrer: string;
  /** The utm_* parameters of the landing address, as one query string; '' when none. */
  utm: string;
}

/** The utm_* parameters of a query string, as one query string. */
export function utmOf(search: string): string {
  const utm = new URLSearchParams();
  new URLSearchParams(search).forEach((value, key) => {
    if (/^utm_/i.test(key)) utm.append(key, value);
  });
  return utm.toString().slice(0, MAX_LENGTH);
}

/** The referrer when it is another site's page; '' for the site's own pages (a visitor going from page to page) and for none. */
function outsideReferrer(referrer: string, host: string): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).host === host ? '' : referrer.slice(0, MAX_LENGTH);
  } catch {
    return '';
  }
}

/** What a page records: an arrival from outside (a referring site or utm_* parameters), or null for a step inside the site. */
export function arrivalSource(referrer: string, search: string, host: string): VisitSource | null {
  const source = { referrer: outsideReferrer(referrer, host), utm: utmOf(search) };
  return source.referrer || source.utm ? source : null;
}

function storedSource(storage: Pick<Storage, 'getItem'> | null): VisitSource | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VISIT_SOURCE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { referrer, utm } = stored as Record<string, unknown>;
    return typeof referrer === 'string' && typeof utm === 'string' ? { referrer: referrer.slice(0, MAX_LENGTH), utm: utm.slice(0, MAX_LENGTH) } : null;
  } catch {
    return null;
  }
}

/** What a form or an order sends: this page's own arrival when it is one, else the visit's recorded one, else the page's referrer as it is. */
export function visitSource(storage: Pick<Storage, 'getItem'> | null, referrer: string, search: string, host: string): VisitSource {
  return arrivalSource(referrer, search, host) ?? storedSource(storage) ?? { referrer: referrer.slice(0, MAX_LENGTH), utm: '' };
}

/** The visit's source in this browser tab (session storage; none where it is blocked). */
export function browserVisitSource(): VisitSource {
  return visitSource(sessionStore(), document.referrer, window.location.search, window.location.host);
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Every visitor page records an arrival from outside as it loads, before any island runs, in plain ES5
 * inline script (content pages ship no framework): the same rule as arrivalSource above.
 */
export const VISIT_SOURCE_SCRIPT = `(function(){try{var p=new URLSearchParams(location.search),u=new URLSearchParams();p.forEach(function(v,k){if(/^utm_/i.test(k))u.append(k,v)});var t=u.toString().slice(0,${MAX_LENGTH}),r=document.referrer||'';try{if(r&&new URL(r).host===location.host)r=''}catch(x){r=''}r=r.slice(0,${MAX_LENGTH});if(r||t)sessionStorage.setItem(${JSON.stringify(VISIT_SOURCE_KEY)},JSON.stringify({referrer:r,utm:t}))}catch(e){}})();`;

import type { LinkParams } from '../site/links';
import { queryString } from '../site/links';
import { defaultSubject, DEFAULT_MESSAGE, type SubjectWork } from './subject';

/**
 * Where INQUIRE goes when the owner gave a work a contact link of its own (the back office's 'Contact
 * link', the CSV's contactUrl): a gallery uses it to send inquiries about a consigned or represented
 * work to the dealer or estate that handles it, or to a page of its own. Each kind of address goes
 * where a visitor would expect:
 * - https://… is another site: it opens in a new window, as the spec's external links do (§2);
 * - mailto:… opens the visitor's mail with the spec's default subject and message (§9) unless the
 *   owner's address already says them;
 * - /path is a page of this site: it carries the site's link parameters and, as the contact page
 *   takes them (§2), the work's inventoryId, subject and message, so a contact form there is about it.
 * Anything else (never accepted by the back office, but the database may hold older rows) is no link,
 * and the site's own inquire popup stands in.
 */

export interface InquireLink {
  href: string;
  target?: '_blank';
  rel?: string;
}

const WEB = /^https?:\/\/[^\s/]+[^\s]*$/i;
const MAIL = /^mailto:[^\s]+$/i;
/** One leading slash: '//host' would leave the site. */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;
/** Any URL will do as the base of a path: only its path, query and fragment are kept. */
const SITE_BASE = 'http://site.invalid';

function mailHref(address: string, work: SubjectWork): string {
  const [target, query = ''] = address.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(query);
  const extra: string[] = [];
  // RFC 6068 wants %20 for spaces (URLSearchParams would write '+', which mail programs show as is).
  if (!params.has('subject')) extra.push(`subject=${encodeURIComponent(defaultSubject(work))}`);
  if (!params.has('body')) extra.push(`body=${encodeURIComponent(DEFAULT_MESSAGE)}`);
  const joined = [query, ...extra].filter(Boolean).join('&');
  return joined ? `${target}?${joined}` : target;
}

function sitePathHref(path: string, work: SubjectWork, linkParams: LinkParams): string {
  const url = new URL(path, SITE_BASE);
  const own = Object.fromEntries(url.searchParams);
  const query = queryString({ ...own, inventoryId: own.inventoryId ?? String(work.inventoryId), subject: own.subject ?? defaultSubject(work), message: own.message ?? DEFAULT_MESSAGE }, linkParams);
  return `${url.pathname}${query}${url.hash}`;
}

/** INQUIRE's link for a work's own contact address, or null when it has none (the popup is used). */
export function inquireLink(contactUrl: string | null | undefined, work: SubjectWork, linkParams: LinkParams = {}): InquireLink | null {
  const address = contactUrl?.trim() ?? '';
  if (WEB.test(address)) return { href: address, target: '_blank', rel: 'noopener noreferrer' };
  if (MAIL.test(address)) return { href: mailHref(address, work) };
  if (SITE_PATH.test(address)) return { href: sitePathHref(address, work, linkParams) };
  return null;
}

import type { InboxBox, SubscriptionStatus } from '../../../schema';

/** The inbox's words and the small rules of how it shows records. */
export const BOX_LABELS: Record<InboxBox, string> = {
  inquiries: 'Inquiries',
  offers: 'Offers',
  subscriptions: 'Subscriptions',
  follows: 'Follows',
};

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** A record's time as the owner reads it: '12 Mar 2025, 14:05'. */
export function formatWhen(iso: string, locale = 'en-GB'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The reply's subject: the visitor's with 'Re: ' before it (once), else one about the work. */
export function replySubject(subject: string | null, workTitle: string | null): string {
  const base = subject?.trim() || (workTitle ? `Your inquiry about ${workTitle}` : 'Your message');
  return /^re:/i.test(base) ? base : `Re: ${base}`;
}

/** The box named by the address (#/content/inbox/offers), else the inquiries. */
export function boxOf(rest: readonly string[]): InboxBox {
  const box = rest[0];
  return box === 'offers' || box === 'subscriptions' || box === 'follows' ? box : 'inquiries';
}

/** "12 of 40" style paging text. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  return `${first}–${Math.min(page * pageSize, total)} of ${total}`;
}

/** The most of a visitor-supplied source shown: enough to read, not a wall of text. */
const SOURCE_LIMIT = 200;

/** A referring page as its site and path ('news.example/story'); anything that is no web address, as typed. */
function referrerLabel(referrer: string | null): string | null {
  const text = referrer?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.host}${url.pathname === '/' ? '' : url.pathname}`.slice(0, SOURCE_LIMIT);
  } catch {
    // not an address: shown as it came
  }
  return text.slice(0, SOURCE_LIMIT);
}

/** utm parameters as words: 'utm_source=mail&utm_campaign=spring' is 'source mail, campaign spring'. */
function utmLabel(utm: string | null): string | null {
  const text = utm?.trim();
  if (!text) return null;
  const parts: string[] = [];
  new URLSearchParams(text).forEach((value, key) => {
    if (value.trim()) parts.push(`${key.replace(/^utm_/i, '')} ${value.trim()}`);
  });
  return (parts.length ? parts.join(', ') : text).slice(0, SOURCE_LIMIT);
}

/**
 * Where the visitor came from before they wrote (the Referrer and Utm every form carries): 'Came from
 * news.example/story · source mail, campaign spring'; null when the message says nothing of it.
 */
export function visitSourceText(referrer: string | null, utm: string | null): string | null {
  const parts = [referrerLabel(referrer), utmLabel(utm)].filter((part): part is string => part !== null);
  return parts.length ? `Came from ${parts.join(' · ')}` : null;
}

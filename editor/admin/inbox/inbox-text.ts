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

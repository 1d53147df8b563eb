import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, smsOutbox } from '../../db/schema';
import { escapeHtml } from '../commerce/order-mail';
import { MAX_ATTEMPTS } from './deliver';

/** The dev mailbox shows at most this many of a site's newest mails. */
export const MAILBOX_LIMIT = 100;

export type MailboxRow = Pick<typeof outbox.$inferSelect, 'id' | 'toAddress' | 'replyTo' | 'subject' | 'textBody' | 'htmlBody' | 'createdAt' | 'sentAt' | 'attempts' | 'lastError'>;

/**
 * One site's outbox, newest first; with `to`, only the mails to that address (any case). The caller
 * passes the site from the owner's session, never from the request.
 */
export function siteMailbox(db: Db, siteId: number, to: string | null = null): Promise<MailboxRow[]> {
  return db
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      textBody: outbox.textBody,
      htmlBody: outbox.htmlBody,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(to ? and(eq(outbox.siteId, siteId), sql`lower(${outbox.toAddress}) = lower(${to})`) : eq(outbox.siteId, siteId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MAILBOX_LIMIT);
}

export type TextMessageRow = Pick<typeof smsOutbox.$inferSelect, 'id' | 'toPhone' | 'body' | 'createdAt' | 'sentAt'>;

/** One site's text messages (shares by SMS), newest first, as they wait for an SMS provider. */
export function siteTextMessages(db: Db, siteId: number): Promise<TextMessageRow[]> {
  return db
    .select({ id: smsOutbox.id, toPhone: smsOutbox.toPhone, body: smsOutbox.body, createdAt: smsOutbox.createdAt, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.siteId, siteId))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(MAILBOX_LIMIT);
}

export function mailStatus(row: Pick<MailboxRow, 'sentAt' | 'attempts'>): string {
  if (row.sentAt) return 'Sent';
  if (row.attempts >= MAX_ATTEMPTS) return `Failed after ${row.attempts} attempts`;
  return 'Queued';
}

/** '2026-03-01 14:05 UTC': the same for every reader, whatever the server's time zone. */
function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The mail as a mail client draws it, in a sandboxed frame: no scripts, no forms, and an origin of its
 * own, so even a mail that carried a visitor's markup could not act on the owner's session.
 */
function mailFrame(row: MailboxRow): string {
  return `<iframe class="mail-html" sandbox title="Mail ${row.id} as HTML" srcdoc="${escapeHtml(row.htmlBody)}"></iframe>`;
}

function mailRow(row: MailboxRow): string {
  const status = mailStatus(row);
  const why = row.lastError && !row.sentAt ? `<br><small>Last error: ${escapeHtml(row.lastError)}</small>` : '';
  return `<tr>
<td><time datetime="${row.createdAt.toISOString()}">${escapeHtml(when(row.createdAt))}</time></td>
<td>${escapeHtml(row.toAddress)}</td>
<td>${escapeHtml(row.subject)}${row.replyTo ? `<br><small>Replies go to ${escapeHtml(row.replyTo)}</small>` : ''}</td>
<td>${escapeHtml(status)}${why}</td>
<td><details><summary>Show text<span class="visually-hidden"> of mail ${row.id}</span></summary><pre>${escapeHtml(row.textBody)}</pre></details>
<details><summary>Show as HTML<span class="visually-hidden"> of mail ${row.id}</span></summary>${mailFrame(row)}</details></td>
</tr>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:.5rem 0 0}.mail-html{width:100%;min-height:16rem;border:1px solid #ccc;background:#fff}summary{cursor:pointer;color:#0645ad}
.mailbox-search{margin:1rem 0}.mailbox-search input{font:inherit;padding:.25rem .5rem;min-width:16rem}.mailbox-search button{font:inherit}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

export interface MailboxPage {
  company: string;
  rows: MailboxRow[];
  smtpConfigured: boolean;
  /** The address the mails shown were sent to, when the owner looked one up. */
  to?: string | null;
  /** Text messages, shown after the mails when there are any. */
  texts?: TextMessageRow[];
}

function textsSection(texts: TextMessageRow[]): string {
  if (!texts.length) return '';
  const rows = texts.map(
    (t) => `<tr>
<td><time datetime="${t.createdAt.toISOString()}">${escapeHtml(when(t.createdAt))}</time></td>
<td>${escapeHtml(t.toPhone)}</td>
<td>${escapeHtml(t.body)}</td>
<td>${t.sentAt ? 'Sent' : 'Queued'}</td>
</tr>`,
  );
  return `<h2 id="texts-title">Text messages</h2>
<p>No SMS provider is connected, so text messages wait here.</p>
<table aria-labelledby="texts-title">
<thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Message</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

/** The owner's view of the outbox: every stored string is escaped, since buyers typed most of them. */
export function renderMailboxPage({ company, rows, smtpConfigured, to = null, texts = [] }: MailboxPage): string {
  const delivery = smtpConfigured
    ? 'Mails are sent over SMTP every few seconds; this page shows what was queued and whether it went out.'
    : 'SMTP is not configured (set SMTP_URL to send mail), so mails are not sent: this outbox is their record.';
  const body = rows.length
    ? `<table>
<caption>The ${rows.length === MAILBOX_LIMIT ? `${MAILBOX_LIMIT} newest mails` : `${rows.length} mail${rows.length === 1 ? '' : 's'}`}${to ? ` to ${escapeHtml(to)}` : ''}, newest first</caption>
<thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows.map(mailRow).join('\n')}
</tbody>
</table>`
    : to
      ? `<p>No mails to ${escapeHtml(to)}.</p>`
      : '<p>No mails yet. Order confirmations appear here after a purchase.</p>';
  const search = `<form method="get" action="/dev/mailbox" role="search" class="mailbox-search">
<label for="mailbox-to">Mails to</label> <input id="mailbox-to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Show</button>${to ? ' <a href="/dev/mailbox">Show all mails</a>' : ''}
</form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Mailbox: ${escapeHtml(company)}</title><style>${STYLE}</style></head>
<body>
<nav aria-label="Builder"><a href="/editor">Back to the builder</a></nav>
<main aria-labelledby="mailbox-title">
<h1 id="mailbox-title">Mailbox: ${escapeHtml(company)}</h1>
<p>${delivery}</p>
${search}
${body}
${textsSection(texts)}
</main>
</body>
</html>`;
}

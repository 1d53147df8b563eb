import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from './deliver';
import { renderMailboxPage, type MailboxRow } from './mailbox';

const row = (overrides: Partial<MailboxRow>): MailboxRow => ({
  id: 1,
  toAddress: 'ada@example.com',
  replyTo: null,
  subject: 'Your order 1 from Demo',
  textBody: 'Thank you.',
  htmlBody: '<p>Thank you.</p>',
  createdAt: new Date('2026-03-01T14:05:09Z'),
  sentAt: null,
  attempts: 0,
  lastError: null,
  ...overrides,
});

describe('renderMailboxPage', () => {
  it('names each status: queued, sent, or failed with the count and the last error', () => {
    const html = renderMailboxPage({
      company: 'Demo',
      smtpConfigured: true,
      rows: [
        row({ id: 1 }),
        row({ id: 2, sentAt: new Date('2026-03-01T14:06:00Z') }),
        row({ id: 3, attempts: MAX_ATTEMPTS, lastError: '550 <user> unknown' }),
      ],
    });
    expect(html).toContain('<td>Queued</td>');
    expect(html).toContain('<td>Sent</td>');
    expect(html).toContain(`<td>Failed after ${MAX_ATTEMPTS} attempts<br><small>Last error: 550 &lt;user&gt; unknown</small></td>`);
    expect(html).toContain('<time datetime="2026-03-01T14:05:09.000Z">2026-03-01 14:05 UTC</time>');
    expect(html).toContain('Mails are sent over SMTP');
  });

  it('shows each mail as HTML in a frame that runs no script, its markup escaped into the frame', () => {
    const html = renderMailboxPage({
      company: 'Demo',
      smtpConfigured: false,
      rows: [row({ id: 7, htmlBody: '<p>From &lt;b&gt; "x" \'y\'</p>' })],
    });
    expect(html).toContain(
      '<iframe class="mail-html" sandbox title="Mail 7 as HTML" srcdoc="&lt;p&gt;From &amp;lt;b&amp;gt; &quot;x&quot; &#39;y&#39;&lt;/p&gt;"></iframe>',
    );
  });

  it('says where replies to a mail go, escaped', () => {
    const html = renderMailboxPage({ company: 'Demo', smtpConfigured: true, rows: [row({ replyTo: '"<Vera>" <vera@example.com>' })] });
    expect(html).toContain('<small>Replies go to &quot;&lt;Vera&gt;&quot; &lt;vera@example.com&gt;</small>');
    expect(renderMailboxPage({ company: 'Demo', smtpConfigured: true, rows: [row({})] })).not.toContain('Replies go to');
  });

  it('says so when there are no mails yet', () => {
    const html = renderMailboxPage({ company: 'Demo', smtpConfigured: false, rows: [] });
    expect(html).toContain('<p>No mails yet.');
    expect(html).not.toContain('<table>');
  });
});

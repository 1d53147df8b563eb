import { formatMoney } from '../../../schema';
import { escapeHtml, type Mail } from '../commerce/order-mail';

/**
 * The mails of the visitor forms. Everything a visitor typed is escaped before it enters an HTML body
 * (and kept to one line in a subject), so no mail client ever runs or renders what a visitor sent.
 */

/** A subject line: one line, no control characters, not too long. */
export function subjectLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > 180 ? `${line.slice(0, 179)}…` : line;
}

/** Visitor text as HTML: escaped, its line breaks kept. */
function paragraph(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Label and value lines, as text and as an escaped HTML table; empty values left out. */
function facts(rows: Array<[string, string | null | undefined]>): { text: string; html: string } {
  const shown = rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '');
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table>${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${paragraph(value)}</td></tr>`).join('')}</table>`,
  };
}

export interface WorkFacts {
  inventoryId: number;
  title: string;
  artistName: string | null;
  sku: string | null;
  url: string;
}

function workLines(work: WorkFacts | null): Array<[string, string | null]> {
  if (!work) return [];
  return [
    ['Work', work.title],
    ['Artist', work.artistName],
    ['Inventory number', String(work.inventoryId)],
    ['SKU', work.sku],
    ['Link', work.url],
  ];
}

export interface InquiryFacts {
  company: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  price: string | null;
  address: string[];
  work: WorkFacts | null;
  referrer: string | null;
  utm: string | null;
  inboxUrl: string;
}

/** The owners' notice of an inquiry or contact message. */
export function inquiryMails(f: InquiryFacts, ownerEmails: string[]): Mail[] {
  const about = f.work ? f.work.title : 'your website';
  const intro = `New inquiry about ${about} from ${f.name} <${f.email}>.`;
  const details = facts([
    ['Name', f.name],
    ['Email', f.email],
    ['Phone', f.phone],
    ['Subject', f.subject],
    ['Address', f.address.join('\n')],
    ...workLines(f.work),
    ['Price shown', f.price],
    ['Referrer', f.referrer],
    ['Campaign', f.utm],
  ]);
  const text = [intro, '', f.message, '', details.text, '', `Answer it from your inbox: ${f.inboxUrl}`, ''].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote>${paragraph(f.message)}</blockquote>`,
    details.html,
    `<p><a href="${escapeHtml(f.inboxUrl)}">Answer it from your inbox</a></p>`,
  ].join('\n');
  // Answering the notice in the owner's mail program writes to the visitor.
  return ownerEmails.map((toAddress) => ({ toAddress, subject: subjectLine(`New inquiry: ${about} (${f.name})`), textBody: text, htmlBody: html, replyTo: f.email }));
}

export interface OfferFacts {
  name: string;
  email: string;
  phone: string;
  work: WorkFacts;
  editionLabel: string;
  listPrice: number;
  amount: number;
  percentOff: number;
  currencyCode: string;
  referrer: string | null;
  utm: string | null;
  inboxUrl: string;
}

/** The owners' notice of an offer. */
export function offerMails(f: OfferFacts, ownerEmails: string[]): Mail[] {
  const money = (n: number) => formatMoney(n, f.currencyCode);
  const intro = `New offer of ${money(f.amount)} (${f.percentOff}% off the list price of ${money(f.listPrice)}) for ${f.work.title} from ${f.name} <${f.email}>.`;
  const details = facts([
    ['Offer', money(f.amount)],
    ['List price', money(f.listPrice)],
    ['Off the list price', `${f.percentOff}%`],
    ['Edition', f.editionLabel],
    ['Name', f.name],
    ['Email', f.email],
    ['Phone', f.phone],
    ...workLines(f.work),
    ['Referrer', f.referrer],
    ['Campaign', f.utm],
  ]);
  const text = [intro, '', details.text, '', `Answer it from your inbox: ${f.inboxUrl}`, ''].join('\n');
  const html = [`<p>${escapeHtml(intro)}</p>`, details.html, `<p><a href="${escapeHtml(f.inboxUrl)}">Answer it from your inbox</a></p>`].join('\n');
  return ownerEmails.map((toAddress) => ({ toAddress, subject: subjectLine(`New offer: ${money(f.amount)} for ${f.work.title}`), textBody: text, htmlBody: html, replyTo: f.email }));
}

/**
 * A work shared by mail. The visitor chooses only the recipient: the words are the product's own and
 * the link is the work's page, so the form cannot carry anyone's message to a stranger.
 */
export function shareMail(toAddress: string, company: string, work: WorkFacts): Mail {
  const by = work.artistName ? ` by ${work.artistName}` : '';
  const intro = `Someone thought you would like ${work.title}${by}, at ${company}.`;
  return {
    toAddress,
    subject: subjectLine(`${work.title}${by} at ${company}`),
    textBody: [intro, '', work.url, ''].join('\n'),
    htmlBody: [`<p>${escapeHtml(intro)}</p>`, `<p><a href="${escapeHtml(work.url)}">${escapeHtml(work.title)}</a></p>`].join('\n'),
  };
}

/** The text message of a share by SMS. */
export function shareSmsBody(company: string, work: WorkFacts): string {
  return subjectLine(`${work.title}${work.artistName ? ` by ${work.artistName}` : ''} at ${company}: ${work.url}`);
}

export interface SubscriptionMailFacts {
  company: string;
  /** The artist followed, or null for the mailing list. */
  artistName: string | null;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** Double opt-in: nothing is sent to a subscriber before they follow this mail's link. */
export function confirmSubscriptionMail(toAddress: string, f: SubscriptionMailFacts): Mail {
  const what = f.artistName ? `news of ${f.artistName} from ${f.company}` : `the mailing list of ${f.company}`;
  const intro = `Please confirm that you want ${what}.`;
  const ignore = 'If you did not ask for this, ignore this mail and nothing more will be sent.';
  return {
    toAddress,
    subject: subjectLine(f.artistName ? `Confirm following ${f.artistName}` : `Confirm your subscription to ${f.company}`),
    textBody: [intro, '', `Confirm: ${f.confirmUrl}`, '', ignore, `Unsubscribe: ${f.unsubscribeUrl}`, ''].join('\n'),
    htmlBody: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(f.confirmUrl)}">Confirm</a></p>`,
      `<p>${escapeHtml(ignore)} <a href="${escapeHtml(f.unsubscribeUrl)}">Unsubscribe</a></p>`,
    ].join('\n'),
  };
}

/** The owner's answer to an inquiry or offer, with what the visitor wrote quoted below it. */
export function replyMail(toAddress: string, company: string, subject: string, message: string, quoted: string, replyTo: string[] = []): Mail {
  return {
    toAddress,
    ...(replyTo.length ? { replyTo: replyTo.join(', ') } : {}),
    subject: subjectLine(subject),
    textBody: [message, '', `-- ${company}`, '', ...quoted.split('\n').map((l) => `> ${l}`), ''].join('\n'),
    htmlBody: [`<p>${paragraph(message)}</p>`, `<p>— ${escapeHtml(company)}</p>`, `<blockquote>${paragraph(quoted)}</blockquote>`].join('\n'),
  };
}

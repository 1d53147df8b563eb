import { formatMoney, type BuyRequest } from '../../../schema';
import type { PricedLine } from './cart';

export interface Mail {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every visitor-supplied string goes through this before it enters an HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** What the mails say of the buyer, as the checkout sent it. */
export type OrderBuyer = Pick<
  BuyRequest,
  'FirstName' | 'LastName' | 'Email' | 'Phone' | 'AddressLineOne' | 'AddressLineTwo' | 'City' | 'State' | 'Zip' | 'Country' | 'Notes'
>;

/** What the mails say of a line. */
export type OrderMailLine = Pick<PricedLine, 'title' | 'artistName' | 'editionLabel' | 'quantity' | 'subtotal'>;

export interface OrderFacts {
  orderId: number;
  company: string;
  currencyCode: string;
  total: number;
  buyer: OrderBuyer;
  lines: OrderMailLine[];
}

function addressLines(b: OrderBuyer): string[] {
  return [
    `${b.FirstName} ${b.LastName}`,
    b.AddressLineOne,
    b.AddressLineTwo ?? '',
    `${b.City}, ${b.State} ${b.Zip}`,
    b.Country,
    b.Phone,
  ].filter((line) => line.trim() !== '');
}

function lineText(line: OrderMailLine, currency: string): string {
  const who = line.artistName ? `${line.artistName}, ` : '';
  return `${who}${line.title} (${line.editionLabel}) x ${line.quantity}: ${formatMoney(line.subtotal, currency)}`;
}

function body(intro: string, facts: OrderFacts): { text: string; html: string } {
  const money = (n: number) => formatMoney(n, facts.currencyCode);
  const lines = facts.lines.map((l) => lineText(l, facts.currencyCode));
  const address = addressLines(facts.buyer);
  const notes = facts.buyer.Notes ? [`Notes: ${facts.buyer.Notes}`] : [];
  const text = [intro, '', ...lines, `Total: ${money(facts.total)}`, '', 'Ship to:', ...address, ...notes, ''].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p><strong>Total: ${escapeHtml(money(facts.total))}</strong></p>`,
    `<p>Ship to:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    ...notes.map((n) => `<p>${escapeHtml(n)}</p>`),
  ].join('\n');
  return { text, html };
}

/** The buyer's confirmation and one notification per site owner, ready for the outbox. */
export function orderMails(facts: OrderFacts, ownerEmails: string[]): Mail[] {
  const buyer = body(`Thank you for your purchase from ${facts.company}. Your order number is ${facts.orderId}.`, facts);
  const owner = body(`New order ${facts.orderId} from ${facts.buyer.FirstName} ${facts.buyer.LastName} <${facts.buyer.Email}>.`, facts);
  return [
    {
      toAddress: facts.buyer.Email,
      subject: `Your order ${facts.orderId} from ${facts.company}`,
      textBody: buyer.text,
      htmlBody: buyer.html,
    },
    ...ownerEmails.map((toAddress) => ({
      toAddress,
      subject: `New order ${facts.orderId}: ${formatMoney(facts.total, facts.currencyCode)}`,
      textBody: owner.text,
      htmlBody: owner.html,
    })),
  ];
}

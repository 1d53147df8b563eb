import type { OrderAddress, OrderDetail } from '../../../schema';

export interface Mail {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Where the recipient's reply goes, when not to the sender (MAIL_FROM, which nobody reads). */
  replyTo?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every visitor-supplied string goes through this before it enters an HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** What the mails say of an order: the stored order as the owner sees it, and the site's name. */
export type OrderFacts = Pick<OrderDetail, 'orderId' | 'buyer' | 'shippingAddress' | 'billingAddress' | 'notes' | 'lines' | 'totals' | 'taxIncluded' | 'promoCode' | 'currencyCode' | 'tracking'> & {
  company: string;
};

function addressLines(name: string, a: OrderAddress, phone?: string): string[] {
  return [name, a.addressLineOne, a.addressLineTwo ?? '', [a.city, a.state, a.zip].filter(Boolean).join(', '), a.countryName, phone ?? ''].filter((line) => line.trim() !== '');
}

const sameAddress = (a: OrderAddress, b: OrderAddress) => JSON.stringify(a) === JSON.stringify(b);

/** The amounts, the lines and the addresses, as text lines (the HTML body escapes each). */
function summary(facts: OrderFacts): string[] {
  const t = facts.totals;
  const name = `${facts.buyer.firstName} ${facts.buyer.lastName}`;
  const amounts = [
    `Subtotal: ${t.subtotal.display}`,
    ...(t.discount.value ? [`Promotion${facts.promoCode ? ` ${facts.promoCode.code}` : ''}: -${t.discount.display}`] : []),
    `Shipping: ${t.shipping.display}`,
    `Tax${facts.taxIncluded ? ' (included)' : ''}: ${t.tax.display}`,
    `Total: ${t.total.display}`,
  ];
  const billing = sameAddress(facts.shippingAddress, facts.billingAddress) ? [] : ['', 'Bill to:', ...addressLines(name, facts.billingAddress)];
  return [
    ...facts.lines.map((l) => `${l.artistName ? `${l.artistName}, ` : ''}${l.title} (${l.editionLabel}) x ${l.quantity}: ${l.subtotal.display}`),
    '',
    ...amounts,
    '',
    'Ship to:',
    ...addressLines(name, facts.shippingAddress, facts.buyer.phone),
    ...billing,
    ...(facts.notes ? ['', `Notes: ${facts.notes}`] : []),
  ];
}

function body(intro: string[], rest: string[]): { textBody: string; htmlBody: string } {
  const textBody = [...intro, '', ...rest, ''].join('\n');
  const paragraphs = [...intro, '', ...rest].join('\n').split(/\n{2,}/);
  const htmlBody = paragraphs.map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`).join('\n');
  return { textBody, htmlBody };
}

/** The buyer's confirmation and one notification per site owner, ready for the outbox. */
export function orderMails(facts: OrderFacts, ownerEmails: string[]): Mail[] {
  const rest = summary(facts);
  return [
    {
      toAddress: facts.buyer.email,
      subject: `Your order ${facts.orderId} from ${facts.company}`,
      ...body([`Thank you for your purchase from ${facts.company}. Your order number is ${facts.orderId}.`], rest),
    },
    ...ownerEmails.map((toAddress) => ({
      toAddress,
      subject: `New order ${facts.orderId}: ${facts.totals.total.display}`,
      ...body([`New order ${facts.orderId} from ${facts.buyer.firstName} ${facts.buyer.lastName} <${facts.buyer.email}>.`], rest),
    })),
  ];
}

/** The buyer is told the order is on its way, with the carrier and tracking number the owner gave. */
export function shippedMail(facts: OrderFacts): Mail {
  const tracking = facts.tracking?.number ? [`Tracking: ${[facts.tracking.carrier, facts.tracking.number].filter(Boolean).join(' ')}`] : [];
  return {
    toAddress: facts.buyer.email,
    subject: `Your order ${facts.orderId} from ${facts.company} has shipped`,
    ...body([`Good news: your order ${facts.orderId} from ${facts.company} is on its way.`, ...tracking], summary(facts)),
  };
}

/** The buyer is told the whole amount was refunded to their card. */
export function refundMail(facts: OrderFacts): Mail {
  return {
    toAddress: facts.buyer.email,
    subject: `Your order ${facts.orderId} from ${facts.company} was refunded`,
    ...body([`${facts.company} has refunded your order ${facts.orderId}: ${facts.totals.total.display} goes back to your card within a few days.`], summary(facts)),
  };
}


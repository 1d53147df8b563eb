import { describe, expect, it } from 'vitest';
import { money, type OrderAddress } from '../../../schema';
import { orderMails, refundMail, shippedMail, type OrderFacts } from './order-mail';

const hostile = '<img src=x onerror="alert(1)">';

const address = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  addressLineOne: '<script>steal()</script>',
  addressLineTwo: null,
  city: 'Paris',
  state: null,
  zip: '75001',
  country: 'FR',
  countryName: 'France',
  ...overrides,
});

const facts = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  orderId: 42,
  company: 'Northlight Gallery',
  buyer: { firstName: `Eve ${hostile}`, lastName: "O'Hara & <b>Sons</b>", email: 'eve@example.com', phone: '555' },
  shippingAddress: address(),
  billingAddress: address(),
  notes: `Please gift wrap ${hostile}`,
  lines: [{ editionId: 1, inventoryId: 1, title: 'Dusk', artistName: 'A. Painter', editionLabel: 'Unique', unitPrice: money(120000), quantity: 1, subtotal: money(120000) }],
  totals: { subtotal: money(120000), discount: money(12000), shipping: money(2500), tax: money(0), total: money(110500) },
  taxIncluded: false,
  promoCode: { code: 'SPRING', description: '10% off' },
  currencyCode: 'USD',
  tracking: null,
  ...overrides,
});

describe('order mails', () => {
  const mails = [...orderMails(facts(), ['owner@gallery.test']), shippedMail(facts({ tracking: { carrier: 'DHL', number: 'JD014600' } })), refundMail(facts())];

  it('sends the buyer a confirmation with every amount, and each owner a notification', () => {
    expect(mails.slice(0, 2).map((m) => m.toAddress)).toEqual(['eve@example.com', 'owner@gallery.test']);
    for (const text of ['Dusk', '$1,200.00', 'Promotion SPRING: -$120.00', 'Shipping: $25.00', 'Total: $1,105.00', 'France']) expect(mails[0].textBody).toContain(text);
    expect(mails[0].textBody).not.toContain('Bill to:');
  });

  it('names a separate billing address', () => {
    const [mail] = orderMails(facts({ billingAddress: address({ city: 'Lyon', addressLineOne: '2 Rue' }) }), []);
    expect(mail.textBody).toContain('Bill to:');
    expect(mail.textBody).toContain('Lyon');
  });

  it('tells the buyer of shipping with the tracking number, and of a refund', () => {
    expect(mails[2].subject).toBe('Your order 42 from Northlight Gallery has shipped');
    expect(mails[2].textBody).toContain('Tracking: DHL JD014600');
    expect(mails[3].subject).toBe('Your order 42 from Northlight Gallery was refunded');
    expect(mails[3].textBody).toContain('$1,105.00 goes back to your card');
  });

  it('escapes every visitor-supplied string in the HTML bodies', () => {
    for (const mail of mails) {
      expect(mail.htmlBody).not.toContain('<img');
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).not.toContain('<b>');
      expect(mail.htmlBody).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    }
    expect(mails[0].htmlBody).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mails[0].htmlBody).toContain('O&#39;Hara &amp; &lt;b&gt;Sons&lt;/b&gt;');
  });

  it('keeps visitor text out of the subject lines', () => {
    for (const mail of mails) expect(mail.subject).not.toContain('Eve');
  });
});

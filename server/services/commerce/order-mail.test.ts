import { describe, expect, it } from 'vitest';
import type { BuyRequest } from '../../../schema';
import { orderMails } from './order-mail';

const hostile = '<img src=x onerror="alert(1)">';

function buyer(overrides: Partial<BuyRequest> = {}): BuyRequest {
  return {
    Sub: 'demo',
    FirstName: `Eve ${hostile}`,
    LastName: "O'Hara & <b>Sons</b>",
    Email: 'eve@example.com',
    Phone: '555',
    AddressLineOne: '<script>steal()</script>',
    City: 'Paris',
    State: 'IDF',
    Zip: '75001',
    Country: 'France',
    Notes: `Please gift wrap ${hostile}`,
    LineItems: [{ EditionId: 1, Quantity: 1 }],
    Token: 'tok',
    ...overrides,
  };
}

const lines = [
  { editionId: 1, inventoryId: 1, title: 'Dusk', artistName: 'A. Painter', editionLabel: 'Unique', unitPrice: 120000, quantity: 1, subtotal: 120000 },
];

describe('order mails', () => {
  const mails = orderMails({ orderId: 42, company: 'Northlight Gallery', currencyCode: 'USD', total: 120000, buyer: buyer(), lines }, [
    'owner@gallery.test',
  ]);

  it('sends the buyer a confirmation and each owner a notification', () => {
    expect(mails.map((m) => m.toAddress)).toEqual(['eve@example.com', 'owner@gallery.test']);
    expect(mails[0].textBody).toContain('Dusk');
    expect(mails[0].textBody).toContain('$1,200.00');
  });

  it('escapes every visitor-supplied string in the HTML bodies', () => {
    for (const mail of mails) {
      expect(mail.htmlBody).not.toContain('<img');
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).not.toContain('<b>');
      expect(mail.htmlBody).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
      expect(mail.htmlBody).toContain('O&#39;Hara &amp; &lt;b&gt;Sons&lt;/b&gt;');
      expect(mail.htmlBody).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    }
  });

  it('keeps visitor text out of the subject lines', () => {
    for (const mail of mails) expect(mail.subject).not.toContain('Eve');
  });
});

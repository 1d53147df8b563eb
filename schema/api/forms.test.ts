import { describe, expect, it } from 'vitest';
import {
  artistSubscriptionRequestSchema,
  challengeRequestSchema,
  contactRequestSchema,
  FormText,
  inboxQuerySchema,
  offerRequestSchema,
  shareSmsRequestSchema,
  showIdOfOrigin,
  subscriptionRequestSchema,
} from './forms';

const base = { Sub: 'demo', Robots: 'payload' };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the forms contract', () => {
  it('requires Email, Message and Name of an inquiry, with the spec message, and takes phone and address when sent', () => {
    const missing = messages(contactRequestSchema.safeParse({ ...base, Email: ' ', Name: '', Message: '  ' }));
    expect(missing).toMatchObject({ Email: FormText.fieldRequired, Name: FormText.fieldRequired, Message: FormText.fieldRequired });
    const full = contactRequestSchema.parse({ ...base, Email: 'a@b.co', Name: 'Ada', Message: 'Hi', Phone: '+1 (555) 010-0100', City: 'Rome', Id: '12' });
    expect(full).toMatchObject({ Phone: '+1 (555) 010-0100', City: 'Rome', Id: 12 });
    expect(contactRequestSchema.parse({ ...base, Email: 'a@b.co', Name: 'Ada', Message: 'Hi', Phone: '', City: ' ' })).not.toHaveProperty('Phone', '');
  });

  it('answers an empty bot-check token with the spec alert text', () => {
    expect(messages(contactRequestSchema.safeParse({ ...base, Robots: '', Email: 'a@b.co', Name: 'A', Message: 'm' }))).toEqual({ Robots: FormText.areYouARobot });
  });

  it('reads an offer price as the fixed price input gives it: one point, two decimals, a lone dot is 0', () => {
    const offer = { ...base, Email: 'a@b.co', Name: 'A', Phone: '555 010 0100', Id: 3 };
    expect(offerRequestSchema.parse({ ...offer, PriceFixed: '950.5' }).PriceFixed).toBe(950.5);
    expect(offerRequestSchema.parse({ ...offer, Price: '.' }).Price).toBe(0);
    expect(offerRequestSchema.parse({ ...offer, Price: 1200 }).Price).toBe(1200);
    for (const bad of ['9.5.1', '1e3', '-5', '12,00', '1.234', ' ', 'abc']) expect(offerRequestSchema.safeParse({ ...offer, PriceFixed: bad }).success, bad).toBe(false);
    expect(messages(offerRequestSchema.safeParse(offer))).toEqual({ Price: FormText.fieldRequired });
    expect(offerRequestSchema.safeParse({ ...offer, PricePercent: 5 }).success).toBe(true);
    expect(offerRequestSchema.safeParse({ ...offer, Price: 10, Phone: undefined }).success).toBe(false);
  });

  it('takes phone numbers as people write them and nothing else', () => {
    for (const good of ['+44 20 7946 0958', '(555) 010-0100', '555.010.0100']) expect(shareSmsRequestSchema.safeParse({ ...base, Phone: good, InventoryId: 1 }).success, good).toBe(true);
    for (const bad of ['123', 'call me', '+1 555 <b>', '1'.repeat(16)]) expect(shareSmsRequestSchema.safeParse({ ...base, Phone: bad, InventoryId: 1 }).success, bad).toBe(false);
  });

  it('finds the show id in an exhibition page origin', () => {
    expect(showIdOfOrigin('show/12')).toBe(12);
    expect(showIdOfOrigin('https://demo.example/show/7?sub=demo')).toBe(7);
    expect(showIdOfOrigin('subscribe-popup')).toBeNull();
    expect(showIdOfOrigin('show/99999999999')).toBeNull();
    expect(showIdOfOrigin(undefined)).toBeNull();
    expect(subscriptionRequestSchema.parse({ ...base, Email: 'a@b.co', Origin: 'show/3' }).Origin).toBe('show/3');
  });

  it('refuses ids past 32 bits and passwords past their bounds', () => {
    expect(artistSubscriptionRequestSchema.safeParse({ ...base, Email: 'a@b.co', ArtistId: 2 ** 31 }).success).toBe(false);
    expect(challengeRequestSchema.safeParse({ Sub: 'demo', PageId: 'p', Challenge: '' }).success).toBe(false);
    expect(challengeRequestSchema.safeParse({ Sub: 'demo', PageId: 'p', Challenge: 'x'.repeat(201) }).success).toBe(false);
  });

  it('pages the inbox with defaults', () => {
    expect(inboxQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25, unread: false });
    expect(inboxQuerySchema.parse({ page: '3', pageSize: '10', unread: '1' })).toEqual({ page: 3, pageSize: 10, unread: true });
    expect(inboxQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

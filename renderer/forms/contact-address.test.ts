import { describe, expect, it } from 'vitest';
import { contactPrefill, prefilledSubject } from './contact-address';

describe('the contact page’s address', () => {
  it('takes inventoryId, subject and message', () => {
    expect(contactPrefill('?inventoryId=42&subject=About%20Blue%20Hour&message=Is%20it%20framed%3F')).toEqual({
      inventoryId: 42,
      subject: 'About Blue Hour',
      message: 'Is it framed?',
    });
  });

  it('gives a work the default message and subject when the address has none', () => {
    const prefill = contactPrefill('?inventoryId=42');
    expect(prefill.message).toBe("I'm interested in learning more about this piece.");
    expect(prefilledSubject(prefill, { title: 'Blue Hour', artistName: 'Ada', inventoryId: 42, sku: 'B-1' })).toBe('Website inquiry regarding Blue Hour, Ada, #42, SKU B-1');
    expect(prefilledSubject(prefill, null)).toBe('');
  });

  it('ignores an id that is not one', () => {
    expect(contactPrefill('?inventoryId=0').inventoryId).toBeNull();
    expect(contactPrefill('?inventoryId=12abc').inventoryId).toBeNull();
    expect(contactPrefill('?inventoryId=99999999999').inventoryId).toBeNull();
    expect(contactPrefill('').message).toBe('');
  });
});

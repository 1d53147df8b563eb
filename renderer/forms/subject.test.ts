import { describe, expect, it } from 'vitest';
import { FormText } from '../../schema/api/forms-text';
import { defaultSubject, DEFAULT_MESSAGE } from './subject';

describe('the default inquiry subject and message', () => {
  it('is Website inquiry regarding the title, with artist, inventory number and SKU', () => {
    expect(defaultSubject({ title: 'Blue Hour', artistName: 'Ada Moreau', inventoryId: 42, sku: 'AM-0042' })).toBe(
      'Website inquiry regarding Blue Hour, Ada Moreau, #42, SKU AM-0042',
    );
  });

  it('leaves out what the work does not have', () => {
    expect(defaultSubject({ title: 'Untitled', artistName: null, inventoryId: 7, sku: ' ' })).toBe('Website inquiry regarding Untitled, #7');
  });

  it('has the spec’s default message', () => {
    expect(DEFAULT_MESSAGE).toBe("I'm interested in learning more about this piece.");
    expect(DEFAULT_MESSAGE).toBe(FormText.defaultMessage);
  });
});

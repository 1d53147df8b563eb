import { describe, expect, it } from 'vitest';
import { mergePathErrors, splitPathErrors } from './field-paths';

describe('splitPathErrors', () => {
  const known = ['title', 'tags', 'editions.0', 'editions.0.price', 'editions.1', 'editions.1.dimensions.height', 'editions.1.prices.0.value'];

  it('puts each reason beside the control its path names, or the nearest part of the form holding it', () => {
    const errors = splitPathErrors('title: Enter a title.; tags.3: A tag is at most 60 characters.; editions.1.dimensions.height: A size cannot be negative.; editions.1.quantity: Too many.', known);
    expect(errors).toEqual({
      paths: { title: 'Enter a title.', tags: 'A tag is at most 60 characters.', 'editions.1.dimensions.height': 'A size cannot be negative.', 'editions.1': 'Too many.' },
      general: null,
    });
  });

  it('reads an edition’s own refusal under the edition’s place in the form', () => {
    expect(splitPathErrors('price: A price cannot be negative.; prices.0.value: Too much.', known, 'editions.0.').paths).toEqual({ 'editions.0.price': 'A price cannot be negative.', 'editions.0': 'Too much.' });
  });

  it('keeps what names no field of the form, and joins two reasons for one field', () => {
    expect(splitPathErrors('This artwork was bought in order #4.', known)).toEqual({ paths: {}, general: 'This artwork was bought in order #4.' });
    expect(splitPathErrors('colour: Unknown.; title: Too long.; title: Not allowed.', known)).toEqual({ paths: { title: 'Too long. Not allowed.' }, general: 'colour: Unknown.' });
  });

  it('merges the artwork’s and its editions’ reasons', () => {
    expect(mergePathErrors({ paths: { title: 'a' }, general: 'x' }, { paths: { 'editions.0': 'b' }, general: 'y' })).toEqual({ paths: { title: 'a', 'editions.0': 'b' }, general: 'x; y' });
  });
});

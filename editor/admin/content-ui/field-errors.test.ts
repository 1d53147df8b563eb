import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors';

describe('splitFieldErrors', () => {
  it('puts each reason next to the field it names, nested paths under their field', () => {
    expect(splitFieldErrors('name: Enter a name.; tags.2: A tag is at most 50 characters.', ['name', 'tags'])).toEqual({
      fields: { name: 'Enter a name.', tags: 'A tag is at most 50 characters.' },
      general: null,
    });
  });
  it('keeps reasons that name no field of the form, and colons inside a reason, as they are', () => {
    expect(splitFieldErrors('url: Enter a web address (https://…), a mailto: address or a path; revision: Too small', ['url'])).toEqual({
      fields: { url: 'Enter a web address (https://…), a mailto: address or a path' },
      general: 'revision: Too small',
    });
    expect(splitFieldErrors('This artist was changed in another tab.', ['name'])).toEqual({ fields: {}, general: 'This artist was changed in another tab.' });
  });
  it('joins two reasons for one field', () => {
    expect(splitFieldErrors('photos: At most 200 items.; photos: Each item may be chosen once.', ['photos']).fields.photos).toBe('At most 200 items. Each item may be chosen once.');
  });
});

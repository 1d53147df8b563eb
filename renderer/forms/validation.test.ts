import { describe, expect, it } from 'vitest';
import { FormText } from '../../schema/api/forms-text';
import { clearFilled, placeholderOf, requiredFlags } from './validation';

describe('required fields', () => {
  it('flags each empty or blank required field with This field is required.', () => {
    expect(requiredFlags({ Email: '', Message: '  ', Name: 'Ada', Phone: '' }, ['Email', 'Message', 'Name'])).toEqual({
      Email: FormText.fieldRequired,
      Message: FormText.fieldRequired,
    });
    expect(requiredFlags({ Email: 'a@b.co' }, ['Email'])).toEqual({});
  });

  it('clears a flag as soon as its field has a value, and only that one', () => {
    const flags = requiredFlags({}, ['Email', 'Name']);
    expect(clearFilled(flags, 'Email', '')).toBe(flags);
    expect(clearFilled(flags, 'Email', 'a')).toEqual({ Name: FormText.fieldRequired });
    expect(clearFilled(flags, 'Phone', '1')).toBe(flags);
  });

  it('puts an asterisk in a required field’s placeholder', () => {
    expect(placeholderOf('Phone', true)).toBe('Phone *');
    expect(placeholderOf('Phone', false)).toBe('Phone');
  });
});

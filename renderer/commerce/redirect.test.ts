import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const base = new URL('http://demo.localhost:3000/buy/?redirectUrl=x');

describe('redirectUrl after a purchase', () => {
  it('follows http(s) addresses and site paths', () => {
    expect(safeRedirect('/thanks', base)).toBe('http://demo.localhost:3000/thanks');
    expect(safeRedirect('https://gallery.example/thanks', base)).toBe('https://gallery.example/thanks');
  });

  it('refuses script and other schemes', () => {
    expect(safeRedirect('javascript:alert(1)', base)).toBeNull();
    expect(safeRedirect('data:text/html,hi', base)).toBeNull();
    expect(safeRedirect(null, base)).toBeNull();
  });
});

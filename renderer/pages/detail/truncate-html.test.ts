import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../seo/text';
import { SHOW_DESCRIPTION_LIMIT, truncateHtml } from './truncate-html';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ');

describe('the show description cut', () => {
  it('leaves a description of up to 1000 characters whole', () => {
    const html = `<p>${'a'.repeat(SHOW_DESCRIPTION_LIMIT)}</p>`;
    expect(truncateHtml(html, SHOW_DESCRIPTION_LIMIT)).toEqual({ html, truncated: false });
  });

  it('cuts a longer one at a word within 1000 characters of text, with an ellipsis, markup not counted', () => {
    const html = `<p><strong>${words(150)}</strong></p><p>${words(150)}</p>`;
    const { html: short, truncated } = truncateHtml(html, SHOW_DESCRIPTION_LIMIT);
    expect(truncated).toBe(true);
    // The characters the reader gets, markup dropped as the limit counts them.
    const text = short.replace(/<[^>]+>/g, '');
    expect(text.endsWith('…')).toBe(true);
    expect(text.length - 1).toBeLessThanOrEqual(SHOW_DESCRIPTION_LIMIT);
    expect(text.length).toBeGreaterThan(SHOW_DESCRIPTION_LIMIT - 12);
    expect(text.slice(0, -1)).toMatch(/word\d$/);
    expect(html.replace(/<[^>]+>/g, '').startsWith(text.slice(0, -1))).toBe(true);
    expect(htmlToText(short)).toContain('word0 word1');
  });

  it('closes every element it leaves open', () => {
    const { html } = truncateHtml('<p>One <em>two three <a href="/x">four five</a> six</em> seven</p>', 12);
    expect(html).toBe('<p>One <em>two…</em></p>');
    expect(truncateHtml('<p>One <em>two three <a href="/x">four five</a> six</em> seven</p>', 13).html).toBe('<p>One <em>two three…</em></p>');
    const nested = truncateHtml('<ul><li>alpha beta</li><li>gamma <strong>delta epsilon</strong></li></ul>', 21).html;
    expect(nested).toBe('<ul><li>alpha beta</li><li>gamma <strong>delta…</strong></li></ul>');
    const before = truncateHtml('<ul><li>alpha beta</li><li>gamma <strong>delta epsilon</strong></li></ul>', 18).html;
    expect(before).toBe('<ul><li>alpha beta</li><li>gamma<strong>…</strong></li></ul>');
  });

  it('counts an entity as one character and never cuts one in half', () => {
    const { html } = truncateHtml('<p>Tom &amp; Jerry &amp; friends</p>', 9);
    expect(html).toBe('<p>Tom &amp;…</p>');
  });

  it('cuts a single word longer than the limit where it must', () => {
    expect(truncateHtml('<p>Supercalifragilistic</p>', 5).html).toBe('<p>Super…</p>');
  });

  it('keeps void elements unclosed and ignores trailing markup without text', () => {
    expect(truncateHtml('<p>line<br>next line here</p>', 8).html).toBe('<p>line<br>next…</p>');
    expect(truncateHtml('<p>exactly ten</p><p> </p>', 11).truncated).toBe(false);
  });
});

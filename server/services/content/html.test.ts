import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './html';

describe('rich text from owners', () => {
  it('keeps the structure of an article', () => {
    const html = '<h2>Opening</h2><p>Join us on <strong>Friday</strong> at <a href="https://example.com/map">the gallery</a>.</p><ul><li>Drinks</li></ul>';
    expect(sanitizeRichText(html)).toBe('<h2>Opening</h2><p>Join us on <strong>Friday</strong> at <a href="https://example.com/map" target="_blank" rel="noopener noreferrer">the gallery</a>.</p><ul><li>Drinks</li></ul>');
  });

  it('removes script, event handlers, frames and script links', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps pictures from the site’s own /img only', () => {
    expect(sanitizeRichText('<img src="/img/w_1024/12.jpg" alt="Wall">')).toBe('<img src="/img/w_1024/12.jpg" alt="Wall" />');
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif">')).toBe('');
  });

  it('gives the plain text for excerpts and search', () => {
    expect(richTextToPlain('<h2>Opening</h2><p>Tom &amp; Jerry<br>at six</p>')).toBe('Opening Tom & Jerry at six');
  });
});

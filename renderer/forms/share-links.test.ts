import { describe, expect, it } from 'vitest';
import { pinboardHref, socialShareHref } from './share-links';

describe('the share dialog’s links', () => {
  it('gives the social sharing site the page address', () => {
    const href = new URL(socialShareHref('https://demo.example.com/art/12?sub=demo'));
    expect(href.searchParams.get('u')).toBe('https://demo.example.com/art/12?sub=demo');
  });

  it('gives the pinboard the address, the first image and the description', () => {
    const href = new URL(pinboardHref('https://demo.example.com/art/12', 'https://demo.example.com/img/w_1024/5.jpg', 'Blue Hour & more'));
    expect(href.searchParams.get('url')).toBe('https://demo.example.com/art/12');
    expect(href.searchParams.get('media')).toBe('https://demo.example.com/img/w_1024/5.jpg');
    expect(href.searchParams.get('description')).toBe('Blue Hour & more');
    expect(new URL(pinboardHref('https://a.b/art/1', null, '')).searchParams.has('media')).toBe(false);
  });
});

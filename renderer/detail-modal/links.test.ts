// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { artIdOf, detailLinks, stepHref } from './links';

const BASE = 'https://demo.example.com/works?sub=demo';

describe('the works a detail modal walks', () => {
  it('knows an art page address of this site, and nothing else', () => {
    expect(artIdOf('/art/12?sub=demo', BASE)).toBe(12);
    expect(artIdOf('https://demo.example.com/art/7/', BASE)).toBe(7);
    expect(artIdOf('/artist/12', BASE)).toBeNull();
    expect(artIdOf('/art/12/zoom', BASE)).toBeNull();
    expect(artIdOf('https://elsewhere.example/art/12', BASE)).toBeNull();
    expect(artIdOf('#', BASE)).toBeNull();
    expect(artIdOf(null, BASE)).toBeNull();
  });

  it('takes the list’s art links in order, each work once', () => {
    const list = document.createElement('div');
    list.innerHTML = '<a href="/art/3">Three</a><a href="/artist/1">An artist</a><a href="/art/1">One</a><a href="/art/3">Three again</a><a href="/art/2">Two</a>';
    expect(detailLinks(list, BASE).map((a) => a.textContent)).toEqual(['Three', 'One', 'Two']);
  });

  it('steps round from the last to the first and back', () => {
    const hrefs = ['/art/1', '/art/2', '/art/3'];
    expect(stepHref(hrefs, '/art/1', 1)).toBe('/art/2');
    expect(stepHref(hrefs, '/art/3', 1)).toBe('/art/1');
    expect(stepHref(hrefs, '/art/1', -1)).toBe('/art/3');
    expect(stepHref(['/art/1'], '/art/1', 1)).toBe('/art/1');
  });
});

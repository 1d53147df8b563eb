// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { arrivalSource, utmOf, VISIT_SOURCE_KEY, VISIT_SOURCE_SCRIPT, visitSource } from './visit-source';

const HOST = 'demo.gallery.example';
const stored = (source: object | string) => ({ getItem: (key: string) => (key === VISIT_SOURCE_KEY ? (typeof source === 'string' ? source : JSON.stringify(source)) : null) });

describe('where a visit came from', () => {
  it('keeps only the utm_* parameters of an address', () => {
    expect(utmOf('?products=1&utm_source=news&x=1&UTM_medium=mail&sub=demo')).toBe('utm_source=news&UTM_medium=mail');
    expect(utmOf('?x=1')).toBe('');
  });

  it('counts an arrival from another site or with utm parameters, not a step from one of the site’s pages to another', () => {
    expect(arrivalSource('https://news.example/story', '', HOST)).toEqual({ referrer: 'https://news.example/story', utm: '' });
    expect(arrivalSource('', '?utm_source=mail', HOST)).toEqual({ referrer: '', utm: 'utm_source=mail' });
    expect(arrivalSource(`https://${HOST}/artists`, '?utm_source=mail', HOST)).toEqual({ referrer: '', utm: 'utm_source=mail' });
    expect(arrivalSource(`https://${HOST}/artists`, '?q=1', HOST)).toBeNull();
    expect(arrivalSource('not an address', '', HOST)).toBeNull();
  });

  it('sends the visit’s arrival from a page reached inside the site, and this page’s own when it is an arrival', () => {
    const landing = stored({ referrer: 'https://news.example/story', utm: 'utm_source=news' });
    expect(visitSource(landing, `https://${HOST}/art/3`, '', HOST)).toEqual({ referrer: 'https://news.example/story', utm: 'utm_source=news' });
    expect(visitSource(landing, 'https://other.example/', '', HOST)).toEqual({ referrer: 'https://other.example/', utm: '' });
    // Nothing recorded (or something unreadable): the page's referrer as it is.
    expect(visitSource(null, `https://${HOST}/art/3`, '', HOST)).toEqual({ referrer: `https://${HOST}/art/3`, utm: '' });
    expect(visitSource(stored('{oops'), '', '', HOST)).toEqual({ referrer: '', utm: '' });
    expect(visitSource(stored({ referrer: 5, utm: [] }), '', '', HOST)).toEqual({ referrer: '', utm: '' });
  });
});

describe('the page’s inline script', () => {
  afterEach(() => sessionStorage.clear());
  const run = () => new Function(VISIT_SOURCE_SCRIPT)();

  it('records an arrival with utm parameters as arrivalSource does, and leaves it when the visitor moves on inside the site', () => {
    history.replaceState(null, '', '/?utm_source=news&utm_campaign=spring&sub=demo');
    run();
    const recorded = JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY)!);
    expect(recorded).toEqual(arrivalSource(document.referrer, location.search, location.host));
    expect(recorded).toEqual({ referrer: '', utm: 'utm_source=news&utm_campaign=spring' });
    history.replaceState(null, '', '/art/3?sub=demo');
    run();
    expect(JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY)!)).toEqual(recorded);
    expect(visitSource(sessionStorage, document.referrer, location.search, location.host)).toEqual(recorded);
  });
});

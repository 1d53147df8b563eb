import { describe, expect, it } from 'vitest';
import { SiteChanges } from '../db/site-changes';
import { SiteRowCache } from './site-rows';

type Row = { id: number; publishedVersion: number };

function setup() {
  const feed = new SiteChanges();
  feed.up();
  const cache = new SiteRowCache<Row>(feed);
  let version = 1;
  let reads = 0;
  const load = async () => {
    reads += 1;
    return { id: 7, publishedVersion: version };
  };
  return { feed, cache, load, reads: () => reads, publish: () => (version += 1) };
}

describe('site rows kept between requests', () => {
  it('reads a site once, then answers from memory', async () => {
    const { cache, load, reads } = setup();
    await cache.get('demo', load);
    expect(await cache.get('demo', load)).toEqual({ id: 7, publishedVersion: 1 });
    expect(reads()).toBe(1);
  });

  it('reads it again as soon as the database announces a change to it, and not for another site', async () => {
    const { feed, cache, load, reads, publish } = setup();
    await cache.get('demo', load);
    feed.notify('8');
    await cache.get('demo', load);
    expect(reads()).toBe(1);
    publish();
    feed.notify('7');
    expect(await cache.get('demo', load)).toEqual({ id: 7, publishedVersion: 2 });
    expect(reads()).toBe(2);
  });

  it('keeps nothing while announcements cannot be heard, and drops everything when they were lost', async () => {
    const { feed, cache, load, reads } = setup();
    await cache.get('demo', load);
    feed.down();
    await cache.get('demo', load);
    await cache.get('demo', load);
    expect(reads()).toBe(3);
    feed.up();
    await cache.get('demo', load);
    await cache.get('demo', load);
    expect(reads()).toBe(4);
  });

  it('does not keep a row read while a change was announced (it may be the old one)', async () => {
    const { feed, cache } = setup();
    let calls = 0;
    const slowLoad = async () => {
      calls += 1;
      // The change commits and is announced while this read is under way.
      feed.notify('7');
      return { id: 7, publishedVersion: 1 };
    };
    await cache.get('demo', slowLoad);
    await cache.get('demo', slowLoad);
    expect(calls).toBe(2);
  });

  it('drops a changed site under every subdomain it was kept under (its old one too, after a rename), and keeps the others', async () => {
    const { feed, cache } = setup();
    const reads: string[] = [];
    const site = (id: number) => async () => {
      reads.push(String(id));
      return { id, publishedVersion: 1 };
    };
    await cache.get('demo', site(7));
    await cache.get('gallery', site(7));
    await cache.get('artist', site(8));
    feed.notify('7');
    await cache.get('demo', site(7));
    await cache.get('gallery', site(7));
    await cache.get('artist', site(8));
    expect(reads).toEqual(['7', '7', '8', '7', '7']);
    feed.notify('8');
    feed.notify('7');
    await cache.get('artist', site(8));
    await cache.get('demo', site(7));
    expect(reads).toEqual(['7', '7', '8', '7', '7', '8', '7']);
  });
});

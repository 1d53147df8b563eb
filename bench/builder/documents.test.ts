import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { validateDocument } from '../../schema/document';
import { walkBlocks } from '../../schema/walk';
import { flatPage, nestedPage } from './documents';

/** The pages the builder bench opens: the shape its probe and steps count on, and a page the server saves. */

const texts = (blocks: Block[]) => {
  const found: string[] = [];
  walkBlocks(blocks, (b) => {
    if (b.type === 'text') found.push(String(b.config.text));
  });
  return found;
};

const saved = (blocks: Block[]) =>
  validateDocument({
    schemaVersion: 1,
    site: { company: 'Bench Gallery', layout: 'classic', colors: {} },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks }],
  });

const ISSUE_19_KINDS = [
  'video',
  'button',
  'accordion',
  'tabs',
  'tab',
  'social-icons',
  'slider',
  'slideshow',
  'map',
  'embed',
  'page-title',
  'address',
  'hours',
  'artist-name-button',
  'search',
  'cookie-policy-button',
  'contact-form',
  'success-message',
  'error-message',
  'subscribe-popup',
  'custom-html',
  'image-gallery',
  'parallax',
  'scroll-fade',
  'page-header',
  'social-links',
  'close-button',
  'not-found',
  'checkbox',
];

describe('the nested bench page', () => {
  it.each([40, 200, 1000, 5000])('holds about %i blocks, its texts Block 1 … Block T in document order', (n) => {
    const page = nestedPage(n);
    const ids: string[] = [];
    walkBlocks(page.blocks, (b) => ids.push(b.id));
    expect(ids.length).toBe(page.blockCount);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.abs(page.blockCount - n)).toBeLessThanOrEqual(15);
    expect(texts(page.blocks)).toEqual(Array.from({ length: page.textCount }, (_, i) => `Block ${i + 1}`));
    // Blocks #2 and #T/2 are top-level texts: the drag step moves one after the other.
    const topTexts = page.blocks.filter((b) => b.type === 'text').map((b) => b.config.text);
    expect(topTexts).toContain('Block 2');
    expect(topTexts).toContain(`Block ${page.textCount / 2}`);
  });

  it('holds the kinds issue 19 added beside the first ones, and the server would save it', () => {
    const page = nestedPage(200);
    const types = new Set<string>();
    walkBlocks(page.blocks, (b) => types.add(b.type));
    for (const type of [...ISSUE_19_KINDS, 'columns', 'hover-content', 'inventory-list', 'image']) expect(types, type).toContain(type);
    const result = saved(page.blocks);
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(saved(nestedPage(40).blocks).ok).toBe(true);
  });

  it('keeps the same number of texts for a given size as before the new kinds (the bench’s N)', () => {
    expect([40, 200, 1000].map((n) => nestedPage(n).textCount)).toEqual([18, 78, 402]);
    expect(flatPage(100)).toMatchObject({ blockCount: 100, textCount: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, validateDocument, type SiteDocument } from './document';
import { migrateDocument, MigrationError } from './migrate';

function doc(blocks: SiteDocument['pages'][number]['blocks']): SiteDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    site: { company: 'Gallery', layout: 'classic', colors: {} },
    pages: [{ pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: false, blocks }],
  };
}

describe('validateDocument', () => {
  it('checks a header’s or footer’s own blocks: their configs, their ids against the pages’, and that lists stay out', () => {
    const text = (id: string) => ({ id, type: 'text', config: { text: 'Open late', variant: 'paragraph', align: 'left' } });
    const withParts = (blocks: ReturnType<typeof text>[] | Array<{ id: string; type: string; config: Record<string, unknown> }>) => {
      const d = doc([text('a')]);
      d.site.documents = { header: { desktop: { config: {}, blocks } } };
      return validateDocument(d);
    };
    expect(withParts([text('h1')]).ok).toBe(true);
    const duplicate = withParts([text('a')]);
    expect(!duplicate.ok && duplicate.issues).toEqual([{ path: 'site.documents.header.desktop.blocks.0.id', message: 'Duplicate block id a' }]);
    const list = withParts([{ id: 'l', type: 'inventory-list', config: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null } }]);
    expect(!list.ok && list.issues).toEqual([{ path: 'site.documents.header.desktop', message: 'Inventory List cannot be placed inside the header (block l)' }]);
    const bad = withParts([{ id: 'h', type: 'text', config: { text: 1 } }]);
    expect(bad.ok).toBe(false);
  });

  it('takes a contact page address of this site only, never //host, which browsers read as another site', () => {
    const withContact = (relativeUrl: string) => {
      const d = doc([]);
      d.site.contact = { title: 'Contact', relativeUrl };
      return validateDocument(d).ok;
    };
    expect(['/', '/contact', '/visit/opening-hours'].map(withContact)).toEqual([true, true, true]);
    expect(['//evil.example', 'contact', '/Contact', '/a b'].map(withContact)).toEqual([false, false, false, false]);
  });

  it('accepts a page of known blocks and keeps unknown block types', () => {
    const result = validateDocument(
      doc([
        { id: 'a', type: 'text', config: { text: 'Hello', variant: 'paragraph', align: 'left' } },
        { id: 'b', type: 'some-future-block', config: { anything: 1 } },
      ]),
    );
    expect(result.ok).toBe(true);
  });

  it('accepts a page of 5,000 blocks: a container has no cap of its own', () => {
    const blocks = Array.from({ length: 5000 }, (_, i) => ({ id: `b-${i}`, type: 'text', config: { text: `Block ${i}`, variant: 'paragraph', align: 'left' } }));
    const result = validateDocument(doc(blocks));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.document.pages[0].blocks).toHaveLength(5000);
  });

  it('rejects a known block with a bad config, naming the block', () => {
    const result = validateDocument(doc([{ id: 'a', type: 'text', config: { text: 5 } }]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0].message).toMatch(/^Text:/);
  });

  it('rejects a nesting violation with a readable message', () => {
    const result = validateDocument(
      doc([
        {
          id: 'c',
          type: 'columns',
          config: { columnCount: 1, gap: 0 },
          blocks: [
            {
              id: 'c1',
              type: 'column',
              config: {},
              blocks: [
                {
                  id: 'l',
                  type: 'inventory-list',
                  config: { title: '', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null },
                },
              ],
            },
          ],
        },
      ]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.message)).toContain('Inventory List cannot be placed inside Column (block l)');
  });

  it('rejects duplicate block ids', () => {
    const text = { type: 'text', config: { text: '', variant: 'paragraph', align: 'left' } };
    const result = validateDocument(doc([{ id: 'x', ...text }, { id: 'x', ...text }]));
    expect(result.ok).toBe(false);
  });
});

describe('migrateDocument', () => {
  it('stamps the current version on a document without one', () => {
    const migrated = migrateDocument({ site: {}, pages: [] });
    expect(migrated.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('refuses a document from a newer product', () => {
    expect(() => migrateDocument({ schemaVersion: SCHEMA_VERSION + 1 })).toThrow(MigrationError);
  });
});

import { describe, expect, it } from 'vitest';
import { validateDocument } from './document';
import { migrateDocument, openableDraft, upgradeLegacyBlocks, upgradeTextConfig } from './migrate';
import { SCHEMA_VERSION } from './version';

const legacy = (id: string, text: string, variant = 'paragraph', align = 'left') => ({ id, type: 'text', config: { text, variant, align } });
const upgraded = (id: string, words: string) => ({ id, type: 'text', config: { content: { blocks: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }] } } });

function storedDocument() {
  return {
    schemaVersion: 1,
    site: {
      company: 'Harbour',
      layout: 'classic',
      colors: {},
      documents: { header: { desktop: { config: {}, blocks: [legacy('h', 'Open late')] } } },
      templates: { inventory: { blocks: [{ id: 'img', type: 'inventory-image', config: { display: 'thumbnails' } }, legacy('note', 'Ships insured')] } },
    },
    pages: [
      {
        pageId: 'home',
        title: 'Home',
        slug: '',
        type: 7,
        showInNavigation: true,
        isTitleVisible: false,
        blocks: [
          legacy('intro', 'Welcome'),
          {
            id: 'cols',
            type: 'columns',
            config: { columnCount: 2, gap: 24 },
            blocks: [
              { id: 'c1', type: 'column', config: {}, blocks: [legacy('left', 'Left words')] },
              { id: 'c2', type: 'column', config: {}, blocks: [upgraded('right', 'Right words')] },
            ],
          },
          { id: 'future', type: 'some-future-block', config: { text: 'not a text block' } },
        ],
      },
    ],
  };
}

describe('migrateDocument', () => {
  it('turns every plain text block into rich text, in pages, columns, the header and templates', () => {
    const doc = migrateDocument(storedDocument());
    const home = doc.pages[0];
    expect(home.blocks[0]).toEqual(upgraded('intro', 'Welcome'));
    expect(home.blocks[1].blocks![0].blocks![0]).toEqual(upgraded('left', 'Left words'));
    expect(home.blocks[1].blocks![1].blocks![0]).toEqual(upgraded('right', 'Right words'));
    expect(home.blocks[2]).toEqual({ id: 'future', type: 'some-future-block', config: { text: 'not a text block' } });
    expect(doc.site.documents?.header?.desktop?.blocks?.[0]).toEqual(upgraded('h', 'Open late'));
    expect(doc.site.templates?.inventory?.blocks[1]).toEqual(upgraded('note', 'Ships insured'));
    expect(doc.schemaVersion).toBe(SCHEMA_VERSION);
    const result = validateDocument(doc);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('leaves the stored document as it was, and gives back a document in shape as the same objects', () => {
    const stored = storedDocument();
    const before = structuredClone(stored);
    const once = migrateDocument(stored);
    expect(stored).toEqual(before);
    const twice = migrateDocument(once);
    expect(twice.pages).toBe(once.pages);
    expect(twice.site).toBe(once.site);
  });

  it('keeps the old styles: a heading style is a heading, centre alignment stays', () => {
    const doc = migrateDocument({ ...storedDocument(), pages: [{ ...storedDocument().pages[0], blocks: [legacy('t', 'Big\nNews', 'heading3', 'center')] }] });
    expect(doc.pages[0].blocks[0].config).toEqual({
      content: { blocks: [{ type: 'heading', level: 3, align: 'center', children: [{ type: 'text', text: 'Big' }, { type: 'break' }, { type: 'text', text: 'News' }] }] },
    });
  });

  it('keeps other settings of a text block, and leaves a broken one for validation to refuse', () => {
    expect(upgradeTextConfig({ text: '', variant: 'paragraph', align: 'left', marginTop: '8px' })).toEqual({ marginTop: '8px', content: { blocks: [] } });
    expect(upgradeTextConfig({})).toEqual({ content: { blocks: [] } });
    const broken = { text: 5 };
    expect(upgradeTextConfig(broken)).toBe(broken);
    const result = validateDocument(upgradeLegacyBlocks({ ...storedDocument(), pages: [{ ...storedDocument().pages[0], blocks: [{ id: 'bad', type: 'text', config: broken }] }] }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0].message).toMatch(/^Text:/);
  });

  it('refuses rich text with a script link or an unknown node on validation', () => {
    const withContent = (content: unknown) => ({ ...storedDocument(), pages: [{ ...storedDocument().pages[0], blocks: [{ id: 't', type: 'text', config: { content } }] }] });
    const script = validateDocument(withContent({ blocks: [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', linkType: 1, children: [{ type: 'text', text: 'x' }] }] }] }));
    expect(script.ok).toBe(false);
    const html = validateDocument(withContent({ blocks: [{ type: 'html', children: [] }] }));
    expect(html.ok).toBe(false);
  });
});

describe('openableDraft', () => {
  const video = (id: string, url: unknown) => ({ id, type: 'video', config: { url, width: 640 } });
  it('leaves blank every video link the block cannot play, wherever the block sits, and nothing else', () => {
    const doc = {
      pages: [{ blocks: [video('a', 'https://example.com/page'), { id: 'c', type: 'columns', blocks: [{ id: 's', type: 'column', blocks: [video('b', 'https://example.com/clip.mp4')] }] }] }],
      footer: { blocks: [video('f', 'https://vimeo.com/76979871'), { id: 't', type: 'text', config: { url: 'https://example.com/page' } }] },
    };
    const opened = openableDraft(doc);
    expect(opened.pages[0].blocks[0]).toEqual(video('a', ''));
    expect(JSON.stringify(opened.pages[0].blocks[1])).toContain('"url":""');
    expect(opened.footer.blocks[0]).toBe(doc.footer.blocks[0]);
    expect(opened.footer.blocks[1]).toBe(doc.footer.blocks[1]);
  });

  it('gives back the same document when every link plays or is blank', () => {
    const doc = { pages: [{ blocks: [video('a', ''), video('b', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'), video('c', 42)] }] };
    expect(openableDraft(doc)).toBe(doc);
  });
});

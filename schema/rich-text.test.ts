import { describe, expect, it } from 'vitest';
import {
  isAllowedLinkUrl,
  isRichTextEmpty,
  normaliseLinkInput,
  RICH_TEXT_LIMITS,
  richTextFromPlain,
  richTextPlain,
  type RichTextDocument,
} from './rich-text';
import { richTextDocumentSchema } from './rich-text-schema';
import { CATALOGUE } from './catalogue';
import { BlockType } from './block-types';

const ok = (doc: unknown) => richTextDocumentSchema.safeParse(doc).success;
const para = (...children: unknown[]) => ({ type: 'paragraph', children });
const run = (text: string, marks?: string[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });

const everyKind: RichTextDocument = {
  blocks: [
    { type: 'heading', level: 1, align: 'center', children: [{ type: 'text', text: 'Harbour' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Open ', marks: ['bold'] },
        { type: 'text', text: 'late', marks: ['italic', 'underline'] },
        { type: 'break' },
        { type: 'link', url: 'https://gallery.example/visit', linkType: 0, children: [{ type: 'text', text: 'Plan a visit' }] },
      ],
    },
    { type: 'list', style: 'number', items: [{ children: [{ type: 'text', text: 'One' }] }, { align: 'right', children: [] }] },
    { type: 'list', style: 'bullet', items: [{ children: [{ type: 'link', url: '/contact', linkType: 1, children: [{ type: 'text', text: 'Contact' }] }] }] },
  ],
};

describe('the rich text schema', () => {
  it('takes headings 1-3, paragraphs, both lists, marks, breaks, links and alignment', () => {
    expect(richTextDocumentSchema.parse(everyKind)).toEqual(everyKind);
    expect(ok({ blocks: [] })).toBe(true);
    for (const level of [1, 2, 3]) expect(ok({ blocks: [{ type: 'heading', level, children: [] }] })).toBe(true);
  });

  it('refuses node kinds, levels, marks and fields it does not name', () => {
    expect(ok({ blocks: [{ type: 'html', html: '<b>x</b>' }] })).toBe(false);
    expect(ok({ blocks: [{ type: 'heading', level: 4, children: [] }] })).toBe(false);
    expect(ok({ blocks: [{ type: 'quote', children: [] }] })).toBe(false);
    expect(ok({ blocks: [{ type: 'list', style: 'check', items: [{ children: [] }] }] })).toBe(false);
    expect(ok({ blocks: [para(run('x', ['strikethrough']))] })).toBe(false);
    expect(ok({ blocks: [para(run('x', ['bold', 'bold']))] })).toBe(false);
    expect(ok({ blocks: [para({ type: 'image', src: 'x.png' })] })).toBe(false);
    // Strict objects: an extra field (an html or style smuggled beside the text) is refused.
    expect(ok({ blocks: [para({ ...run('x'), html: '<script>' })] })).toBe(false);
    expect(ok({ blocks: [{ ...para(run('x')), style: 'color:red' }] })).toBe(false);
    expect(ok({ blocks: [], html: '<p>' })).toBe(false);
    expect(ok({ blocks: [para(run(''))] })).toBe(false);
    expect(ok({ blocks: [{ type: 'list', style: 'bullet', items: [] }] })).toBe(false);
    // A link holds runs and breaks, not another link.
    expect(ok({ blocks: [para({ type: 'link', url: '/a', linkType: 1, children: [{ type: 'link', url: '/b', linkType: 1, children: [run('x')] }] })] })).toBe(false);
    expect(ok({ blocks: [para({ type: 'link', url: '/a', linkType: 2, children: [run('x')] })] })).toBe(false);
    expect(ok('<p>hello</p>')).toBe(false);
  });

  it('refuses link addresses other than http(s), mailto, tel and the site’s own paths', () => {
    const link = (url: string) => ({ blocks: [para({ type: 'link', url, linkType: 1, children: [run('x')] })] });
    for (const url of ['https://gallery.example/', 'http://gallery.example/a?b=c#d', 'mailto:info@gallery.example', 'tel:+15551234567', '/contact', '#top', '?q=oil']) {
      expect(ok(link(url)), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/',
      '/\\evil.example/',
      'https://',
      'https://evil.example/"onmouseover="alert(1)',
      'contact',
      'mailto:',
      'tel:call-me',
      '',
      `https://gallery.example/${'a'.repeat(RICH_TEXT_LIMITS.url)}`,
    ]) {
      expect(ok(link(url)), url).toBe(false);
      expect(isAllowedLinkUrl(url), url).toBe(false);
    }
  });

  it('limits the characters, blocks and pieces a text may hold', () => {
    const long = 'x'.repeat(RICH_TEXT_LIMITS.characters);
    expect(ok({ blocks: [para(run(long))] })).toBe(true);
    expect(ok({ blocks: [para(run(long)), para(run('y'))] })).toBe(false);
    expect(ok({ blocks: Array.from({ length: RICH_TEXT_LIMITS.blocks + 1 }, () => para()) })).toBe(false);
    expect(ok({ blocks: [para(...Array.from({ length: RICH_TEXT_LIMITS.inlines + 1 }, () => ({ type: 'break' })))] })).toBe(false);
    expect(ok({ blocks: [{ type: 'list', style: 'bullet', items: Array.from({ length: RICH_TEXT_LIMITS.listItems + 1 }, () => ({ children: [] })) }] })).toBe(false);
  });

  it('is the text block’s config, empty by default', () => {
    const entry = CATALOGUE[BlockType.Text];
    expect(entry.config.safeParse(entry.defaultConfig).success).toBe(true);
    expect(entry.config.safeParse({ content: everyKind }).success).toBe(true);
    expect(entry.config.safeParse({ content: { blocks: [{ type: 'script', children: [] }] } }).success).toBe(false);
  });
});

describe('link input', () => {
  it('takes what an owner types and makes it an address the schema allows', () => {
    expect(normaliseLinkInput(' https://gallery.example/a ')).toBe('https://gallery.example/a');
    expect(normaliseLinkInput('gallery.example/visit')).toBe('https://gallery.example/visit');
    expect(normaliseLinkInput('info@gallery.example')).toBe('mailto:info@gallery.example');
    expect(normaliseLinkInput('/contact')).toBe('/contact');
    expect(normaliseLinkInput('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkInput('//evil.example')).toBeNull();
    expect(normaliseLinkInput('just words')).toBeNull();
  });
});

describe('plain text', () => {
  it('becomes paragraphs at blank lines, with single line breaks kept, as the plain text block drew it', () => {
    expect(richTextFromPlain('First line\nsecond line\n\n\nNext', 'paragraph', 'left')).toEqual({
      blocks: [
        { type: 'paragraph', children: [{ type: 'text', text: 'First line' }, { type: 'break' }, { type: 'text', text: 'second line' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Next' }] },
      ],
    });
  });

  it('becomes one heading for a heading style, and keeps centre and right alignment', () => {
    expect(richTextFromPlain('Big\n\nNews', 'heading2', 'center')).toEqual({
      blocks: [{ type: 'heading', level: 2, align: 'center', children: [{ type: 'text', text: 'Big' }, { type: 'break' }, { type: 'text', text: 'News' }] }],
    });
    expect(richTextFromPlain('   \n\n ', 'paragraph', 'left')).toEqual({ blocks: [] });
  });

  it('reads back as words, and empty only without any', () => {
    expect(richTextPlain(everyKind)).toBe('Harbour\nOpen late\nPlan a visit\nOne\n\nContact');
    expect(isRichTextEmpty(everyKind)).toBe(false);
    expect(isRichTextEmpty({ blocks: [para(), { type: 'list', style: 'bullet', items: [{ children: [{ type: 'text', text: '  ' }] }] }] } as RichTextDocument)).toBe(true);
  });
});

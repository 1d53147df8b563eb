import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichInline, RichTextDocument, TextRun } from '../../../schema/rich-text';
import { migrateDocument } from '../../../schema/migrate';
import { BuilderText } from '../../texts';
import type { RenderMode } from '../types';
import { TextBlock } from '.';

const draw = (content: unknown, mode: RenderMode = 'visitor') => renderToStaticMarkup(<TextBlock id="t" config={{ content }} mode={mode} />);
const paragraph = (...children: RichInline[]): RichTextDocument => ({ blocks: [{ type: 'paragraph', children }] });
const words = (text: string): TextRun => ({ type: 'text', text });

/** Strings a visitor or an owner might type to get markup or script onto a page. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<style>body{display:none}</style>',
  '<!-- comment --><b>bold</b>',
  '</p></div><script>alert(1)</script>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/"><button>Go</button></form>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<x onclick=alert(1)>click me</x>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the text block', () => {
  it('draws headings, paragraphs, lists, marks, breaks and links as their own tags', () => {
    const html = draw({
      blocks: [
        { type: 'heading', level: 2, children: [words('Harbour')] },
        { type: 'paragraph', align: 'center', children: [{ type: 'text', text: 'Open', marks: ['bold', 'italic', 'underline'] }, { type: 'break' }, words('late')] },
        { type: 'list', style: 'bullet', items: [{ children: [words('Oil')] }, { children: [words('Paper')] }] },
        { type: 'list', style: 'number', items: [{ align: 'right', children: [words('First')] }] },
        { type: 'paragraph', children: [] },
      ],
    });
    expect(html).toBe(
      '<div class="block-text"><h2>Harbour</h2><p class="rt-align-center"><strong><em><u>Open</u></em></strong><br/>late</p>' +
        '<ul><li>Oil</li><li>Paper</li></ul><ol><li class="rt-align-right">First</li></ol><p><br/></p></div>',
    );
  });

  it('sits where its text does when every line shares a centre or right alignment', () => {
    expect(draw({ blocks: [{ type: 'paragraph', align: 'center', children: [words('Mid')] }] })).toBe('<div class="block-text text-align-center"><p class="rt-align-center">Mid</p></div>');
  });

  it('writes every hostile string as text, in runs, headings, list items and link words', () => {
    for (const hostile of HOSTILE) {
      const html = draw({
        blocks: [
          { type: 'heading', level: 1, children: [words(hostile)] },
          { type: 'paragraph', children: [{ type: 'text', text: hostile, marks: ['bold'] }, { type: 'link', url: '/contact', linkType: 1, children: [words(hostile)] }] },
          { type: 'list', style: 'bullet', items: [{ children: [words(hostile)] }] },
        ],
      });
      expect(html, hostile).not.toMatch(/<(script|img|svg|iframe|style|math|body|input|details|object|embed|meta|base|form|x|template|noscript)[\s>]/i);
      expect(html.split(escapeHtml(hostile).replace(/"/g, '&quot;').replace(/'/g, '&#x27;')).length - 1, hostile).toBe(4);
    }
  });

  it('draws the words of a link whose address is not allowed without the link', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', ' javascript:alert(1)', 'java\nscript:alert(1)']) {
      const html = draw(paragraph({ type: 'link', url, linkType: 1, children: [words('Visit')] }));
      expect(html, url).toBe('<div class="block-text"><p><span>Visit</span></p></div>');
    }
  });

  it('opens web links in a new window unless their link type is 1, and the site’s own paths in place', () => {
    const link = (url: string, linkType: 0 | 1) => draw(paragraph({ type: 'link', url, linkType, children: [words('Go')] }));
    expect(link('https://gallery.example/', 0)).toContain('<a href="https://gallery.example/" target="_blank" rel="noopener noreferrer">Go</a>');
    expect(link('https://gallery.example/', 1)).toContain('<a href="https://gallery.example/">Go</a>');
    expect(link('/contact', 0)).toContain('<a href="/contact">Go</a>');
    expect(link('mailto:info@gallery.example', 0)).toContain('<a href="mailto:info@gallery.example">Go</a>');
    expect(link('tel:+15551234567', 0)).toContain('<a href="tel:+15551234567">Go</a>');
  });

  it('shows the placeholder in the builder when empty, and nothing to visitors', () => {
    for (const empty of [{ blocks: [] }, paragraph(), { blocks: [{ type: 'paragraph', children: [words('   ')] }] }]) {
      expect(draw(empty, 'builder')).toBe(`<div class="block-text"><p class="builder-hint">${BuilderText.emptyText}</p></div>`);
      expect(draw(empty, 'visitor')).toBe('');
    }
  });

  it('skips what it does not know instead of failing', () => {
    expect(draw({ blocks: [{ type: 'html', html: '<script>alert(1)</script>' }, { type: 'paragraph', children: [{ type: 'image', src: 'x' }, words('Still')] }] })).toBe(
      '<div class="block-text"><p>Still</p></div>',
    );
  });

  it('draws a plain text block’s config as its migration does', () => {
    const legacy = { text: 'First\nline\n\nSecond', variant: 'paragraph', align: 'left' };
    const migrated = migrateDocument({
      site: {},
      pages: [{ blocks: [{ id: 't', type: 'text', config: legacy }] }],
    }) as unknown as { pages: { blocks: { config: Record<string, unknown> }[] }[] };
    const viaMigration = renderToStaticMarkup(<TextBlock id="t" config={migrated.pages[0].blocks[0].config} mode="visitor" />);
    expect(renderToStaticMarkup(<TextBlock id="t" config={legacy} mode="visitor" />)).toBe(viaMigration);
    expect(viaMigration).toBe('<div class="block-text"><p>First<br/>line</p><p>Second</p></div>');
  });
});

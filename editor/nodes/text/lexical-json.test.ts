import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode } from '@lexical/rich-text';
import { createEditor, type SerializedEditorState } from 'lexical';
import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../../../schema/rich-text';
import { richTextDocumentSchema } from '../../../schema/rich-text-schema';
import { richTextFromLexical, richTextToLexical, type LexicalStateJson } from './lexical-json';

/** Through a real (headless) Lexical editor: parse our state, and serialise what the editor then holds. */
function throughLexical(doc: RichTextDocument): SerializedEditorState {
  const editor = createEditor({ nodes: [HeadingNode, ListNode, ListItemNode, LinkNode], onError: (e) => { throw e; } });
  const state = editor.parseEditorState(richTextToLexical(doc) as unknown as SerializedEditorState);
  return state.toJSON();
}

const everyKind: RichTextDocument = {
  blocks: [
    { type: 'heading', level: 1, align: 'center', children: [{ type: 'text', text: 'Harbour' }] },
    { type: 'heading', level: 3, children: [{ type: 'text', text: 'Late', marks: ['italic'] }] },
    {
      type: 'paragraph',
      align: 'right',
      children: [
        { type: 'text', text: 'Open ', marks: ['bold'] },
        { type: 'text', text: 'late', marks: ['bold', 'italic', 'underline'] },
        { type: 'break' },
        { type: 'link', url: 'https://gallery.example/visit', linkType: 0, children: [{ type: 'text', text: 'Plan', marks: ['underline'] }, { type: 'text', text: ' a visit' }] },
        { type: 'text', text: ' or ' },
        { type: 'link', url: 'https://gallery.example/', linkType: 1, children: [{ type: 'text', text: 'stay' }] },
      ],
    },
    { type: 'paragraph', children: [] },
    { type: 'list', style: 'number', items: [{ children: [{ type: 'text', text: 'One' }] }, { align: 'center', children: [{ type: 'link', url: '/contact', linkType: 1, children: [{ type: 'text', text: 'Two' }] }] }] },
    { type: 'list', style: 'bullet', items: [{ children: [{ type: 'text', text: 'Oil' }] }] },
  ],
};

describe('rich text and Lexical', () => {
  it('come back the same through a Lexical editor, every kind, mark, link and alignment', () => {
    const json = throughLexical(everyKind);
    expect(json.root.children.map((c) => c.type)).toEqual(['heading', 'heading', 'paragraph', 'paragraph', 'list', 'list']);
    expect(richTextFromLexical(json as unknown as LexicalStateJson)).toEqual(everyKind);
  });

  it('keep the window rule on links: a new window unless link type 1, and never for the site’s own paths', () => {
    const json = JSON.stringify(throughLexical(everyKind));
    expect(json).toContain('"target":"_blank","title":null,"url":"https://gallery.example/visit"');
    expect(json).toMatch(/"target":null,"title":null,"url":"\/contact"/);
  });

  it('make the empty document one empty paragraph, and no words at all the empty document', () => {
    expect(throughLexical({ blocks: [] }).root.children).toMatchObject([{ type: 'paragraph', children: [] }]);
    expect(richTextFromLexical(throughLexical({ blocks: [] }) as unknown as LexicalStateJson)).toEqual({ blocks: [] });
    expect(richTextFromLexical({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: '  ' }] }, { type: 'paragraph' }] } })).toEqual({ blocks: [] });
  });

  it('flatten or drop what the schema cannot hold, so the result always validates', () => {
    const odd: LexicalStateJson = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h5', children: [{ type: 'text', text: 'Small', format: 4 | 16 }] },
          { type: 'quote', children: [{ type: 'text', text: 'Quoted' }, { type: 'tab', text: '\t' }] },
          {
            type: 'list',
            listType: 'check',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'Outer' }] },
              { type: 'listitem', children: [{ type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [{ type: 'text', text: 'Inner' }] }] }] },
            ],
          },
          { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'bad', format: 1 }] }, { type: 'text', text: ' link', format: 1 }] },
          { type: 'list', listType: 'bullet', children: [] },
        ],
      },
    };
    const doc = richTextFromLexical(odd);
    expect(doc).toEqual({
      blocks: [
        { type: 'heading', level: 3, children: [{ type: 'text', text: 'Small' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Quoted\t' }] },
        { type: 'list', style: 'bullet', items: [{ children: [{ type: 'text', text: 'Outer' }] }, { children: [{ type: 'text', text: 'Inner' }] }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'bad link', marks: ['bold'] }] },
      ],
    });
    expect(richTextDocumentSchema.safeParse(doc).success).toBe(true);
  });
});

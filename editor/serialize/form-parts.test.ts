import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { FormBlockType } from '../../schema/block-configs/forms';
import { validateDocument } from '../../schema/document';
import { fromCraft } from './from-craft';
import { createBlock } from './new-block';
import { toCraft } from './to-craft';

/** The form blocks that now hold their messages, and the subscribe popup, through the serializer and the server's check. */

const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
let n = 0;
const ids = () => `f${++n}`;

function form(type: string, messages: string[]): Block {
  const block = createBlock(type, ids);
  block.blocks = messages.map((message) => createBlock(message, ids));
  return block;
}

const documentOf = (blocks: Block[]) => ({
  schemaVersion: 1,
  site: { company: 'G', layout: 'classic', colors: {} },
  pages: [{ pageId: 'p', title: 'Contact', slug: 'contact', type: 5, showInNavigation: true, isTitleVisible: true, blocks }],
});

describe('forms with their messages, and the subscribe popup', () => {
  const contact = form(FormBlockType.ContactForm, [FormBlockType.SuccessMessage, FormBlockType.ErrorMessage]);
  contact.blocks![0].config.text = 'Thank you, we will write back soon.';
  const popup = form(FormBlockType.SubscribePopup, [FormBlockType.ErrorMessage]);
  popup.config.popupDelay = 1500;
  const subscribe = form(FormBlockType.SubscribeForm, []);

  it('go to Craft as canvases and come back unchanged, messages in order', () => {
    const craft = viaJson(toCraft({ blocks: [contact, popup, subscribe] }));
    expect(craft[contact.id]).toMatchObject({ isCanvas: true, nodes: contact.blocks!.map((b) => b.id) });
    expect(fromCraft(craft)).toStrictEqual([contact, popup, subscribe]);
  });

  it('are made with an empty list of messages, and a form saved before it held any still loads and saves', () => {
    expect(createBlock(FormBlockType.ContactForm, ids).blocks).toEqual([]);
    const older: Block = { id: 'old', type: FormBlockType.ContactForm, config: { title: '', requirePhone: false, requireAddress: false, showPanel: true } };
    expect(fromCraft(viaJson(toCraft({ blocks: [older] })))).toStrictEqual([{ ...older, blocks: [] }]);
    expect(validateDocument(documentOf([older])).ok).toBe(true);
  });

  it('are valid in a saved document, and a message out of its form is refused as the server refuses it', () => {
    const result = validateDocument(documentOf([contact, popup, subscribe]));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(validateDocument(documentOf([createBlock(FormBlockType.SuccessMessage, ids)])).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT, PART_ROOT } from '../block-types';
import { CART_ROOT } from '../cart-page';
import { catalogueEntry } from '../catalogue';
import { TEMPLATE_ROOT } from '../detail-blocks';
import { canContain, CONTAINERS, findNestingViolations } from '../nesting';
import { FormBlockType } from './forms';

/**
 * Where the kinds that were fixed parts of the site may go: the artist-name button, search and cookie
 * policy button like any block (the artist-name button not in the header or footer), the subscribe popup
 * only at the top of a page, a template or the header and footer, and the success and error messages
 * only in a form, which holds nothing else.
 */

const FORMS = [FormBlockType.ContactForm, FormBlockType.SubscribeForm, FormBlockType.SubscribePopup];
const MESSAGES = [FormBlockType.SuccessMessage, FormBlockType.ErrorMessage];
const PLACES = [PAGE_ROOT, BlockType.Column, BlockType.HoverLayer, BlockType.Accordion, BlockType.Tab, BlockType.Slider, BlockType.ScrollFade];

describe('the nesting rules of the site parts made blocks', () => {
  it('let search and the cookie policy button go wherever a button goes, the header and footer too', () => {
    for (const type of [BlockType.Search, BlockType.CookiePolicyButton]) {
      for (const parent of [...PLACES, PART_ROOT, TEMPLATE_ROOT.inventory]) expect(canContain(parent, type), `${type} in ${parent}`).toBe(true);
    }
  });

  it('keep the artist-name button out of the header and footer, which are drawn without the page’s data', () => {
    for (const parent of [...PLACES, TEMPLATE_ROOT.inventory, TEMPLATE_ROOT.artist]) expect(canContain(parent, BlockType.ArtistNameButton), parent).toBe(true);
    expect(canContain(PART_ROOT, BlockType.ArtistNameButton)).toBe(false);
  });

  it('let a subscribe popup sit only at the top of a page, a template, or the header and footer', () => {
    for (const parent of [PAGE_ROOT, PART_ROOT, TEMPLATE_ROOT.inventory, TEMPLATE_ROOT.show]) expect(canContain(parent, FormBlockType.SubscribePopup), parent).toBe(true);
    for (const parent of [BlockType.Column, BlockType.HoverLayer, BlockType.Accordion, BlockType.Tab, CART_ROOT, FormBlockType.ContactForm]) {
      expect(canContain(parent, FormBlockType.SubscribePopup), parent).toBe(false);
    }
  });

  it('keep a form’s messages in its forms, and the forms to their messages', () => {
    for (const form of FORMS) {
      expect(CONTAINERS, form).toContain(form);
      for (const message of MESSAGES) expect(canContain(form, message), `${message} in ${form}`).toBe(true);
      for (const other of [BlockType.Text, BlockType.Button, BlockType.Columns, FormBlockType.ContactForm]) expect(canContain(form, other), `${other} in ${form}`).toBe(false);
    }
    for (const message of MESSAGES) {
      for (const parent of [...PLACES, PART_ROOT, CART_ROOT, FormBlockType.SignupButtons, FormBlockType.ArtistSignup]) expect(canContain(parent, message), `${message} in ${parent}`).toBe(false);
    }
    // A form still goes where it went before.
    expect(canContain(BlockType.Column, FormBlockType.ContactForm)).toBe(true);
  });

  it('find a message out of its form, a text in a form and a popup in a column', () => {
    const blocks = [
      { id: 'form', type: FormBlockType.ContactForm, blocks: [{ id: 'ok', type: FormBlockType.SuccessMessage }, { id: 'text', type: BlockType.Text }] },
      { id: 'stray', type: FormBlockType.ErrorMessage },
      { id: 'cols', type: BlockType.Columns, blocks: [{ id: 'c1', type: BlockType.Column, blocks: [{ id: 'popup', type: FormBlockType.SubscribePopup }] }] },
    ];
    expect(findNestingViolations(blocks).map((v) => v.childId)).toEqual(['text', 'stray', 'popup']);
  });

  it('give the messages the spec’s texts and the popup its title, with a delay no longer than the spec’s cap', () => {
    expect(catalogueEntry(FormBlockType.SuccessMessage)!.defaultConfig).toMatchObject({ text: 'Thank you for your submission!' });
    expect(catalogueEntry(FormBlockType.ErrorMessage)!.defaultConfig).toMatchObject({ text: 'There was an error with your request. Please validate your input and try again!' });
    const popup = catalogueEntry(FormBlockType.SubscribePopup)!;
    expect(popup.defaultConfig).toMatchObject({ title: 'Join Our Newsletter', popupDelay: 5000 });
    expect(popup.config.safeParse({ ...(popup.defaultConfig as object), popupDelay: 5001 }).success).toBe(false);
    for (const [type, label] of [
      [FormBlockType.SubscribePopup, 'Subscribe Popup'],
      [FormBlockType.SuccessMessage, 'Success Message'],
      [FormBlockType.ErrorMessage, 'Error Message'],
    ] as const) {
      expect(catalogueEntry(type)!.label).toBe(label);
      expect(catalogueEntry(type)!.config.safeParse(catalogueEntry(type)!.defaultConfig).success, type).toBe(true);
    }
  });
});

import { z } from 'zod';
import { idSchema } from '../api/fields';
import { withConfig } from '../catalogue-entry';
import { POPUP_DELAY_CAP_MS } from '../enums';
import { ALIGN_OPTIONS, CustomControl, field } from '../fields';
import { colourFields } from '../style-fields';
import { FORM_META, FormBlockType } from './forms';

/** The form blocks' config schemas with their inspector fields, and their catalogue entries (forms.ts has the rest). */

const toggle = (label: string, hint?: string) => field(z.boolean(), { label, control: 'toggle', ...(hint ? { hint } : {}) });
const title = field(z.string().max(200), { label: 'Title', control: 'text' });
const text = field(z.string().max(2000), { label: 'Text', control: 'textarea' });

export const contactFormConfigSchema = z.object({
  title,
  requirePhone: toggle('Phone number required'),
  requireAddress: toggle('Address required'),
  /** The site's address, opening hours and a map link beside the form (from the site settings). */
  showPanel: toggle('Show the address, hours and map beside the form'),
});

export const subscribeFormConfigSchema = z.object({
  title,
  text,
  showName: toggle('Ask for a name'),
  showPhone: toggle('Ask for a phone number'),
});

const align = field(z.enum(['left', 'center', 'right']), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS });

export const signupButtonsConfigSchema = z.object({ align });

/**
 * The site's subscribe popup (storefront spec §2, §4, §9), set in a block: shown after its delay, capped
 * at 5000 ms, once its cookie is unset, then not for 7 days. On the pages that hold it (every page from
 * the footer) it replaces the popup of the site settings' delay.
 */
export const subscribePopupConfigSchema = z.object({
  title,
  text,
  showName: toggle('Ask for a name'),
  showPhone: toggle('Ask for a phone number'),
  popupDelay: field(z.number().int().min(0).max(POPUP_DELAY_CAP_MS), {
    label: 'Delay',
    control: 'number',
    unit: 'ms',
    min: 0,
    max: POPUP_DELAY_CAP_MS,
    step: 100,
    hint: `How long after a page opens the popup shows: at most ${POPUP_DELAY_CAP_MS} ms.`,
  }),
});

/** A form's success or error message: its words, placed and coloured like a block's. */
export const formMessageConfigSchema = z.object({
  text: field(z.string().max(1000), { label: 'Text', control: 'textarea', hint: 'Left empty, the form says its own words.' }),
  align,
  ...colourFields,
});

export const artistSignupConfigSchema = z.object({
  /** The artist followed; none means the artist whose page the block is on. */
  artistId: field(idSchema.nullable(), { label: 'Artist', control: 'custom', custom: CustomControl.Artist, hint: 'Leave as any on the artist page template: visitors follow the artist whose page they are on.' }),
});

/** The form blocks' catalogue entries (catalogue.ts takes them in). */
export const FORM_CATALOGUE = {
  [FormBlockType.ContactForm]: withConfig(FORM_META[FormBlockType.ContactForm], contactFormConfigSchema),
  [FormBlockType.SubscribeForm]: withConfig(FORM_META[FormBlockType.SubscribeForm], subscribeFormConfigSchema),
  [FormBlockType.SignupButtons]: withConfig(FORM_META[FormBlockType.SignupButtons], signupButtonsConfigSchema),
  [FormBlockType.ArtistSignup]: withConfig(FORM_META[FormBlockType.ArtistSignup], artistSignupConfigSchema),
  [FormBlockType.SubscribePopup]: withConfig(FORM_META[FormBlockType.SubscribePopup], subscribePopupConfigSchema),
  [FormBlockType.SuccessMessage]: withConfig(FORM_META[FormBlockType.SuccessMessage], formMessageConfigSchema),
  [FormBlockType.ErrorMessage]: withConfig(FORM_META[FormBlockType.ErrorMessage], formMessageConfigSchema),
} as const;

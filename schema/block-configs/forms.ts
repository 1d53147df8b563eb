import { z } from 'zod';
import { idSchema } from '../api/fields';
import { FormText } from '../api/forms-text';
import { POPUP_DELAY_CAP_MS } from '../enums';
import { ALIGN_OPTIONS, CustomControl, field } from '../fields';
import { colourFields } from '../style-fields';

/**
 * The visitor form blocks (builder spec §3 block catalogue; storefront spec §5, §7): a contact form with
 * an optional address, hours and map panel, a subscribe form, sign-up buttons and the artist signup
 * (follow), the site's subscribe popup, and the success and error messages a form holds (the words it
 * says once sent, or when sending failed). Live for visitors, inert in the builder. catalogue.ts takes
 * FORM_CATALOGUE in.
 */

export const FormBlockType = {
  ContactForm: 'contact-form',
  SubscribeForm: 'subscribe-form',
  SignupButtons: 'signup-buttons',
  ArtistSignup: 'artist-signup',
  SubscribePopup: 'subscribe-popup',
  SuccessMessage: 'success-message',
  ErrorMessage: 'error-message',
} as const;

/** The blocks that draw a form and hold its messages, and the messages, which live only there. */
export const FORM_CONTAINERS: readonly string[] = [FormBlockType.ContactForm, FormBlockType.SubscribeForm, FormBlockType.SubscribePopup];
export const FORM_MESSAGES: readonly string[] = [FormBlockType.SuccessMessage, FormBlockType.ErrorMessage];

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

const IN_A_FORM = 'It goes in a Contact Form, Subscribe Form or Subscribe Popup block.';

interface FormEntry<C extends z.ZodTypeAny> {
  type: string;
  label: string;
  config: C;
  defaultConfig: z.infer<C>;
  group: 'Site';
  inspectorNote?: string;
}

function entry<C extends z.ZodTypeAny>(e: FormEntry<C>): FormEntry<C> {
  return e;
}

export const FORM_CATALOGUE = {
  [FormBlockType.ContactForm]: entry({
    type: FormBlockType.ContactForm,
    label: 'Contact Form',
    config: contactFormConfigSchema,
    group: 'Site',
    defaultConfig: { title: '', requirePhone: false, requireAddress: false, showPanel: false },
    inspectorNote: 'Visitors write to you from here; messages arrive in Content > Inbox. A link to this page with ?inventoryId= starts an inquiry about that work.',
  }),
  [FormBlockType.SubscribeForm]: entry({
    type: FormBlockType.SubscribeForm,
    label: 'Subscribe Form',
    config: subscribeFormConfigSchema,
    group: 'Site',
    defaultConfig: { title: 'Join Our Newsletter', text: '', showName: true, showPhone: false },
  }),
  [FormBlockType.SignupButtons]: entry({
    type: FormBlockType.SignupButtons,
    label: 'Sign-up Buttons',
    config: signupButtonsConfigSchema,
    group: 'Site',
    defaultConfig: { align: 'left' },
    inspectorNote: 'A SUBSCRIBE button that opens the newsletter popup.',
  }),
  [FormBlockType.ArtistSignup]: entry({
    type: FormBlockType.ArtistSignup,
    label: 'Artist Signup',
    config: artistSignupConfigSchema,
    group: 'Site',
    defaultConfig: { artistId: null },
    inspectorNote: 'A Follow Artist button: visitors are mailed about the artist’s new works.',
  }),
  [FormBlockType.SubscribePopup]: entry({
    type: FormBlockType.SubscribePopup,
    label: 'Subscribe Popup',
    config: subscribePopupConfigSchema,
    group: 'Site',
    defaultConfig: { title: FormText.joinNewsletter, text: FormText.newsletterText, showName: true, showPhone: false, popupDelay: POPUP_DELAY_CAP_MS },
    inspectorNote:
      'The newsletter popup of the pages it is on (of every page from the footer), in place of the site settings’ popup. A visitor sees it once, then not for 7 days.',
  }),
  [FormBlockType.SuccessMessage]: entry({
    type: FormBlockType.SuccessMessage,
    label: 'Success Message',
    config: formMessageConfigSchema,
    group: 'Site',
    defaultConfig: { text: FormText.submitted, align: 'left' },
    inspectorNote: `Shown in place of the form's own thanks once a visitor has sent it. ${IN_A_FORM}`,
  }),
  [FormBlockType.ErrorMessage]: entry({
    type: FormBlockType.ErrorMessage,
    label: 'Error Message',
    config: formMessageConfigSchema,
    group: 'Site',
    defaultConfig: { text: FormText.submitError, align: 'left' },
    inspectorNote: `Shown when the form could not be sent; the visitor may try again. ${IN_A_FORM}`,
  }),
} as const;

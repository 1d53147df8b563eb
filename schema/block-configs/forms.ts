import { z } from 'zod';
import { idSchema } from '../api/fields';
import { ALIGN_OPTIONS, CustomControl, field } from '../fields';

/**
 * The visitor form blocks (builder spec §3 block catalogue; storefront spec §5, §7): a contact form with
 * an optional address, hours and map panel, a subscribe form, sign-up buttons and the artist signup
 * (follow). Live for visitors, inert in the builder. catalogue.ts takes FORM_CATALOGUE in.
 */

export const FormBlockType = {
  ContactForm: 'contact-form',
  SubscribeForm: 'subscribe-form',
  SignupButtons: 'signup-buttons',
  ArtistSignup: 'artist-signup',
} as const;

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

export const signupButtonsConfigSchema = z.object({
  align: field(z.enum(['left', 'center', 'right']), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS }),
});

export const artistSignupConfigSchema = z.object({
  /** The artist followed; none means the artist whose page the block is on. */
  artistId: field(idSchema.nullable(), { label: 'Artist', control: 'custom', custom: CustomControl.Artist, hint: 'Leave as any on the artist page template: visitors follow the artist whose page they are on.' }),
});

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
} as const;

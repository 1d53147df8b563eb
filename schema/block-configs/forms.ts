import { FormText } from '../api/forms-text';
import type { BlockMeta } from '../block-meta';
import { POPUP_DELAY_CAP_MS } from '../enums';

/**
 * The visitor form blocks (builder spec §3 block catalogue; storefront spec §5, §7): a contact form with
 * an optional address, hours and map panel, a subscribe form, sign-up buttons and the artist signup
 * (follow), the site's subscribe popup, and the success and error messages a form holds (the words it
 * says once sent, or when sending failed). Live for visitors, inert in the builder. block-meta.ts takes
 * FORM_META in; their config schemas and FORM_CATALOGUE, which catalogue.ts takes in, are in forms-schema.ts.
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

const IN_A_FORM = 'It goes in a Contact Form, Subscribe Form or Subscribe Popup block.';

/** The form blocks' labels and defaults. */
export const FORM_META = {
  [FormBlockType.ContactForm]: {
    type: FormBlockType.ContactForm,
    label: 'Contact Form',
    group: 'Site',
    defaultConfig: { title: '', requirePhone: false, requireAddress: false, showPanel: false },
    inspectorNote: 'Visitors write to you from here; messages arrive in Content > Inbox. A link to this page with ?inventoryId= starts an inquiry about that work.',
  },
  [FormBlockType.SubscribeForm]: {
    type: FormBlockType.SubscribeForm,
    label: 'Subscribe Form',
    group: 'Site',
    defaultConfig: { title: 'Join Our Newsletter', text: '', showName: true, showPhone: false },
  },
  [FormBlockType.SignupButtons]: {
    type: FormBlockType.SignupButtons,
    label: 'Sign-up Buttons',
    group: 'Site',
    defaultConfig: { align: 'left' },
    inspectorNote: 'A SUBSCRIBE button that opens the newsletter popup.',
  },
  [FormBlockType.ArtistSignup]: {
    type: FormBlockType.ArtistSignup,
    label: 'Artist Signup',
    group: 'Site',
    defaultConfig: { artistId: null },
    inspectorNote: 'A Follow Artist button: visitors are mailed about the artist’s new works.',
  },
  [FormBlockType.SubscribePopup]: {
    type: FormBlockType.SubscribePopup,
    label: 'Subscribe Popup',
    group: 'Site',
    defaultConfig: { title: FormText.joinNewsletter, text: FormText.newsletterText, showName: true, showPhone: false, popupDelay: POPUP_DELAY_CAP_MS },
    inspectorNote:
      'The newsletter popup of the pages it is on (of every page from the footer), in place of the site settings’ popup. A visitor sees it once, then not for 7 days.',
  },
  [FormBlockType.SuccessMessage]: {
    type: FormBlockType.SuccessMessage,
    label: 'Success Message',
    group: 'Site',
    defaultConfig: { text: FormText.submitted, align: 'left' },
    inspectorNote: `Shown in place of the form's own thanks once a visitor has sent it. ${IN_A_FORM}`,
  },
  [FormBlockType.ErrorMessage]: {
    type: FormBlockType.ErrorMessage,
    label: 'Error Message',
    group: 'Site',
    defaultConfig: { text: FormText.submitError, align: 'left' },
    inspectorNote: `Shown when the form could not be sent; the visitor may try again. ${IN_A_FORM}`,
  },
} as const satisfies Record<string, BlockMeta>;

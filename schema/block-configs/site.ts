import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../enums';
import { ALIGN_OPTIONS, CustomControl, field, FieldGroup } from '../fields';
import { colorSchema, colourFields, imageField, layoutFields, linkField } from '../style-fields';

/**
 * Site blocks: a button, social icons and links, the page's header and title, the site's address and
 * hours, the not-found message, a close button and a checkbox.
 */

const align = field(z.enum(['left', 'center', 'right']), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS });
const toggle = (label: string) => field(z.boolean(), { label, control: 'toggle' });
const color = (label: string) => field(colorSchema.optional(), { label, control: 'color', group: FieldGroup.Colours });

export const buttonConfigSchema = z.object({
  text: field(z.string().max(200), { label: 'Text', control: 'text' }),
  align,
  buttonHeight: field(z.number().int().min(20).max(200), { label: 'Height', control: 'number', unit: 'px', min: 20, max: 200 }),
  link: linkField(),
  buttonColor: color('Button colour'),
  buttonTextColor: color('Button text colour'),
  hoverButtonColor: color('Button colour on hover'),
  hoverTextColor: color('Text colour on hover'),
  ...layoutFields,
});

/** The spec's social icons (§9: 26px with spacing 14px). */
export const SOCIAL_ICON = { size: 26, spacing: 14 } as const;

export const socialConfigSchema = z.object({
  platforms: field(z.array(z.enum(SOCIAL_NETWORKS)).max(SOCIAL_NETWORKS.length), {
    label: 'Platforms',
    control: 'custom',
    custom: CustomControl.SocialPlatforms,
  }),
  align,
  ...colourFields,
});

export const pageTitleConfigSchema = z.object({ align, ...colourFields });

export const pageHeaderConfigSchema = z.object({
  image: imageField('Background image'),
  height: field(z.number().int().min(80).max(1200), { label: 'Height', control: 'number', unit: 'px', min: 80, max: 1200 }),
  align,
  overlayColor: field(colorSchema.optional(), { label: 'Shade over the image', control: 'color', group: FieldGroup.Colours }),
  textColor: color('Text colour'),
});

export const addressConfigSchema = z.object({
  showCompany: toggle('Show the company name'),
  showCountry: toggle('Show the country'),
  showPhone: toggle('Show the phone number'),
  showContact: toggle('Show the contact page link'),
  align,
  ...colourFields,
});

export const hoursConfigSchema = z.object({
  title: field(z.string().max(200), { label: 'Heading', control: 'text' }),
  align,
  ...colourFields,
});

export const notFoundConfigSchema = z.object({ showTitle: toggle('Show the heading'), align });

export const closeButtonConfigSchema = z.object({
  align,
  size: field(z.number().int().min(12).max(96), { label: 'Size', control: 'number', unit: 'px', min: 12, max: 96 }),
  color: color('Colour'),
});

export const checkboxConfigSchema = z.object({
  label: field(z.string().max(500), { label: 'Label', control: 'text' }),
  name: field(z.string().max(100), {
    label: 'Field name',
    control: 'text',
    hint: 'What the answer is called when the form is sent: letters, digits, - and _.',
  }),
  checked: toggle('Ticked at first'),
  required: toggle('Must be ticked to send the form'),
});

import type { z } from 'zod';
import { BlockType } from '../block-types';
import type { CatalogueEntry } from '../catalogue';
import { CustomControl } from '../fields';
import { EDITION_TOKENS_DEFAULTS, editionTokensConfigSchema } from './edition-tokens';
import {
  ACCORDION_DEFAULTS,
  accordionConfigSchema,
  PARALLAX_DEFAULTS,
  parallaxConfigSchema,
  scrollFadeConfigSchema,
  SLIDER_DEFAULTS,
  sliderConfigSchema,
  SLIDESHOW_DEFAULTS,
  slideshowConfigSchema,
  tabConfigSchema,
  TABS_DEFAULTS,
  tabsConfigSchema,
} from './layout';
import {
  CUSTOM_HTML_DEFAULTS,
  customHtmlConfigSchema,
  EMBED_DEFAULTS,
  embedConfigSchema,
  IMAGE_GALLERY_DEFAULTS,
  imageGalleryConfigSchema,
  MAP_DEFAULTS,
  mapConfigSchema,
  VIDEO_DEFAULTS,
  videoConfigSchema,
} from './media';
import {
  addressConfigSchema,
  BUTTON_DEFAULTS,
  buttonConfigSchema,
  CHECKBOX_DEFAULTS,
  checkboxConfigSchema,
  closeButtonConfigSchema,
  hoursConfigSchema,
  notFoundConfigSchema,
  PAGE_HEADER_DEFAULTS,
  pageHeaderConfigSchema,
  pageTitleConfigSchema,
  SOCIAL_DEFAULTS,
  socialConfigSchema,
} from './site';
import {
  ARTIST_NAME_BUTTON_DEFAULTS,
  artistNameButtonConfigSchema,
  COOKIE_POLICY_BUTTON_DEFAULTS,
  cookiePolicyButtonConfigSchema,
  SEARCH_DEFAULTS,
  searchConfigSchema,
} from './site-actions';

function entry<C extends z.ZodTypeAny>(e: CatalogueEntry<C>): CatalogueEntry<C> {
  return e;
}

/** The spec labels a kind's older versions '(Deprecated)'. */
export const deprecatedLabel = (label: string) => `${label} (Deprecated)`;

/** The catalogue entries of the kinds issue 19 adds (catalogue.ts takes them in). */
export const MORE_CATALOGUE = {
  [BlockType.Video]: entry({ type: BlockType.Video, label: 'Video', group: 'Media', config: videoConfigSchema, defaultConfig: VIDEO_DEFAULTS }),
  [BlockType.Embed]: entry({ type: BlockType.Embed, label: 'Embed', group: 'Media', config: embedConfigSchema, defaultConfig: EMBED_DEFAULTS }),
  [BlockType.CustomHtml]: entry({ type: BlockType.CustomHtml, label: 'Custom HTML', group: 'Media', config: customHtmlConfigSchema, defaultConfig: CUSTOM_HTML_DEFAULTS }),
  [BlockType.ImageGallery]: entry({ type: BlockType.ImageGallery, label: 'Image Gallery', group: 'Media', config: imageGalleryConfigSchema, defaultConfig: IMAGE_GALLERY_DEFAULTS }),
  [BlockType.Map]: entry({ type: BlockType.Map, label: 'Map', group: 'Media', config: mapConfigSchema, defaultConfig: MAP_DEFAULTS }),
  [BlockType.Button]: entry({ type: BlockType.Button, label: 'Button', group: 'Basic', config: buttonConfigSchema, defaultConfig: BUTTON_DEFAULTS }),
  [BlockType.Accordion]: entry({ type: BlockType.Accordion, label: 'Accordion', group: 'Layout', config: accordionConfigSchema, defaultConfig: ACCORDION_DEFAULTS }),
  [BlockType.Tabs]: entry({
    type: BlockType.Tabs,
    label: 'Tabs',
    group: 'Layout',
    config: tabsConfigSchema,
    defaultConfig: TABS_DEFAULTS,
    customPanels: [CustomControl.Tabs],
  }),
  [BlockType.Tab]: entry({ type: BlockType.Tab, label: 'Tab', config: tabConfigSchema, defaultConfig: { name: 'Tab', anchorName: '' }, isSlot: true }),
  [BlockType.Slider]: entry({ type: BlockType.Slider, label: 'Slider', group: 'Layout', config: sliderConfigSchema, defaultConfig: SLIDER_DEFAULTS }),
  [BlockType.Slideshow]: entry({ type: BlockType.Slideshow, label: 'Slideshow', group: 'Layout', config: slideshowConfigSchema, defaultConfig: SLIDESHOW_DEFAULTS }),
  [BlockType.Parallax]: entry({ type: BlockType.Parallax, label: 'Parallax', group: 'Layout', config: parallaxConfigSchema, defaultConfig: PARALLAX_DEFAULTS }),
  [BlockType.ScrollFade]: entry({
    type: BlockType.ScrollFade,
    label: 'Fade In On Scroll',
    group: 'Layout',
    config: scrollFadeConfigSchema,
    defaultConfig: {},
    inspectorNote: 'Its blocks fade in and slide up once, when a visitor scrolls to them.',
  }),
  [BlockType.PageHeader]: entry({ type: BlockType.PageHeader, label: 'Page Header', group: 'Site', config: pageHeaderConfigSchema, defaultConfig: PAGE_HEADER_DEFAULTS }),
  [BlockType.PageTitle]: entry({ type: BlockType.PageTitle, label: 'Page Title', group: 'Site', config: pageTitleConfigSchema, defaultConfig: { align: 'left' } }),
  [BlockType.Address]: entry({
    type: BlockType.Address,
    label: 'Address',
    group: 'Site',
    config: addressConfigSchema,
    defaultConfig: { showCompany: true, showCountry: true, showPhone: true, showContact: false, align: 'left' },
    inspectorNote: 'The address and phone number come from the site settings.',
  }),
  [BlockType.Hours]: entry({
    type: BlockType.Hours,
    label: 'Hours',
    group: 'Site',
    config: hoursConfigSchema,
    defaultConfig: { title: 'Opening hours', align: 'left' },
    inspectorNote: 'The opening hours come from the site settings.',
  }),
  [BlockType.SocialIcons]: entry({
    type: BlockType.SocialIcons,
    label: 'Social Icons',
    group: 'Site',
    config: socialConfigSchema,
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'The addresses come from the site settings’ social profiles.',
  }),
  [BlockType.SocialLinks]: entry({
    type: BlockType.SocialLinks,
    label: 'Social Links',
    group: 'Site',
    config: socialConfigSchema,
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'The addresses come from the site settings’ social profiles.',
  }),
  [BlockType.SocialDeprecated]: entry({
    type: BlockType.SocialDeprecated,
    label: deprecatedLabel('Social'),
    group: 'Site',
    deprecated: true,
    config: socialConfigSchema,
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'An older version: Social Icons and Social Links replace it.',
  }),
  [BlockType.NotFound]: entry({ type: BlockType.NotFound, label: 'Not Found Message', group: 'Site', config: notFoundConfigSchema, defaultConfig: { showTitle: true, align: 'left' } }),
  [BlockType.CloseButton]: entry({
    type: BlockType.CloseButton,
    label: 'Close Button',
    group: 'Site',
    config: closeButtonConfigSchema,
    defaultConfig: { align: 'right', size: 24 },
    inspectorNote: 'Closes the popup it is in; elsewhere it goes back to the page before.',
  }),
  /** An artwork page template's block, offered with the template's own (detail-blocks.ts). */
  [BlockType.EditionTokens]: entry({ type: BlockType.EditionTokens, label: 'Edition Set Tokens', config: editionTokensConfigSchema, defaultConfig: EDITION_TOKENS_DEFAULTS }),
  [BlockType.Checkbox]: entry({ type: BlockType.Checkbox, label: 'Checkbox', group: 'Site', config: checkboxConfigSchema, defaultConfig: CHECKBOX_DEFAULTS }),
  [BlockType.ArtistNameButton]: entry({
    type: BlockType.ArtistNameButton,
    label: 'Artist Name Button',
    group: 'Site',
    config: artistNameButtonConfigSchema,
    defaultConfig: ARTIST_NAME_BUTTON_DEFAULTS,
    inspectorNote: 'The artist’s name, linking to their page. Artist sites never show it.',
  }),
  [BlockType.Search]: entry({
    type: BlockType.Search,
    label: 'Search',
    group: 'Site',
    config: searchConfigSchema,
    defaultConfig: SEARCH_DEFAULTS,
    inspectorNote: 'The site search as a block: the words go to the search page.',
  }),
  [BlockType.CookiePolicyButton]: entry({
    type: BlockType.CookiePolicyButton,
    label: 'Cookie Policy Button',
    group: 'Site',
    config: cookiePolicyButtonConfigSchema,
    defaultConfig: COOKIE_POLICY_BUTTON_DEFAULTS,
    inspectorNote: 'Gives the visitor’s answer to the cookie notice, as its buttons do, and hides the notice: for a cookie policy page.',
  }),
} as const;

import type { BlockMeta } from '../block-meta';
import { BlockType } from '../block-types';
import { CustomControl } from '../custom-controls';
import type { SocialNetwork } from '../enums';

/**
 * The labels and defaults of the media, layout and site blocks (and the edition-set tokens), with the
 * spec's default values they use. No zod here: the builder's first load reads these to offer and make
 * blocks; the configs' schemas are in media.ts, layout.ts, site.ts, site-actions.ts and
 * edition-tokens.ts, put together with these in entries.ts.
 */

/** §9: the tabs' default separator, 1px in #c4c4c4. */
export const TAB_SEPARATOR = '#c4c4c4';
/** The spec's button height (§9: button default height 40px). */
export const BUTTON_HEIGHT = 40;
/** The site's own currency, or one of the ISO codes. */
export const SITE_CURRENCY = 'site';

/** The spec's default video size. */
export const VIDEO_SIZE = { width: 560, height: 315 } as const;
export const VIDEO_DEFAULTS = { url: '', autoplay: false, hideControls: false, loop: false, width: VIDEO_SIZE.width, height: VIDEO_SIZE.height, title: '' };
export const EMBED_DEFAULTS = { url: '', frameHeight: 400, title: '' };
export const CUSTOM_HTML_DEFAULTS = { code: '', frameHeight: 300, title: '' };
export const IMAGE_GALLERY_DEFAULTS = { images: [], columns: 4, gap: 16, lightbox: true };
/** §9: map default zoom 12; the product's default place when none is set (the spec's value is not shown). */
export const MAP_DEFAULTS = {
  latitude: 40.7794,
  longitude: -73.9632,
  zoom: 12,
  marker: '',
  tilesUrl: '',
  attribution: '© OpenStreetMap contributors',
  frameHeight: 400,
};
export const ACCORDION_DEFAULTS = { title: 'Accordion', open: false, builderState: 'open', arrowSize: 16 } as const;
export const TABS_DEFAULTS = { separatorColor: TAB_SEPARATOR } as const;
/** §9: items 5 (3 at 600px, 1 at 1000px), margin 40, speed 1000 ms, no autoplay. */
export const SLIDER_DEFAULTS = { items: 5, itemsAt600: 3, itemsAt1000: 1, margin: 40, speed: 1000, autoplay: false } as const;
/** §9: carousel animation 300 ms, autoplay 5000 ms (0 is off). */
export const SLIDESHOW_DEFAULTS = { transition: 'slide', duration: 300, autoplay: 5000 } as const;
export const PARALLAX_DEFAULTS = { image: null, bannerHeight: 480 };
export const BUTTON_DEFAULTS = { text: 'Button', align: 'left', buttonHeight: BUTTON_HEIGHT, buttonColor: 'accent', buttonTextColor: 'bodyBackground' } as const;
export const SOCIAL_DEFAULTS: { platforms: SocialNetwork[]; align: 'left' } = { platforms: [], align: 'left' };
export const PAGE_HEADER_DEFAULTS = { image: null, height: 360, align: 'center' } as const;
export const CHECKBOX_DEFAULTS = { label: 'I agree', name: 'agree', checked: false, required: false } as const;
/** A button's look without its words and link: what the site action buttons share with the Button block. */
export const BUTTON_LOOK_DEFAULTS = { align: 'left', buttonHeight: BUTTON_HEIGHT, buttonColor: 'accent', buttonTextColor: 'bodyBackground' } as const;
export const ARTIST_NAME_BUTTON_DEFAULTS = { artistId: null, ...BUTTON_LOOK_DEFAULTS } as const;
export const SEARCH_DEFAULTS = { searchIn: 'all' } as const;
export const COOKIE_POLICY_BUTTON_DEFAULTS = { consent: 'accepted', text: '', ...BUTTON_LOOK_DEFAULTS } as const;
export const EDITION_TOKENS_DEFAULTS = { token: 'price', currency: SITE_CURRENCY, showLabel: false, align: 'left' } as const;

/** The spec labels a kind's older versions '(Deprecated)'. */
export const deprecatedLabel = (label: string) => `${label} (Deprecated)`;

/** The labels and defaults of the kinds issue 19 adds (block-meta.ts takes them in; entries.ts adds their configs). */
export const MORE_META = {
  [BlockType.Video]: { type: BlockType.Video, label: 'Video', group: 'Media', defaultConfig: VIDEO_DEFAULTS },
  [BlockType.Embed]: { type: BlockType.Embed, label: 'Embed', group: 'Media', defaultConfig: EMBED_DEFAULTS },
  [BlockType.CustomHtml]: { type: BlockType.CustomHtml, label: 'Custom HTML', group: 'Media', defaultConfig: CUSTOM_HTML_DEFAULTS },
  [BlockType.ImageGallery]: { type: BlockType.ImageGallery, label: 'Image Gallery', group: 'Media', defaultConfig: IMAGE_GALLERY_DEFAULTS },
  [BlockType.Map]: { type: BlockType.Map, label: 'Map', group: 'Media', defaultConfig: MAP_DEFAULTS },
  [BlockType.Button]: { type: BlockType.Button, label: 'Button', group: 'Basic', defaultConfig: BUTTON_DEFAULTS },
  [BlockType.Accordion]: { type: BlockType.Accordion, label: 'Accordion', group: 'Layout', defaultConfig: ACCORDION_DEFAULTS },
  [BlockType.Tabs]: {
    type: BlockType.Tabs,
    label: 'Tabs',
    group: 'Layout',
    defaultConfig: TABS_DEFAULTS,
    customPanels: [CustomControl.Tabs],
  },
  [BlockType.Tab]: { type: BlockType.Tab, label: 'Tab', defaultConfig: { name: 'Tab', anchorName: '' }, isSlot: true },
  [BlockType.Slider]: { type: BlockType.Slider, label: 'Slider', group: 'Layout', defaultConfig: SLIDER_DEFAULTS },
  [BlockType.Slideshow]: { type: BlockType.Slideshow, label: 'Slideshow', group: 'Layout', defaultConfig: SLIDESHOW_DEFAULTS },
  [BlockType.Parallax]: { type: BlockType.Parallax, label: 'Parallax', group: 'Layout', defaultConfig: PARALLAX_DEFAULTS },
  [BlockType.ScrollFade]: {
    type: BlockType.ScrollFade,
    label: 'Fade In On Scroll',
    group: 'Layout',
    defaultConfig: {},
    inspectorNote: 'Its blocks fade in and slide up once, when a visitor scrolls to them.',
  },
  [BlockType.PageHeader]: { type: BlockType.PageHeader, label: 'Page Header', group: 'Site', defaultConfig: PAGE_HEADER_DEFAULTS },
  [BlockType.PageTitle]: { type: BlockType.PageTitle, label: 'Page Title', group: 'Site', defaultConfig: { align: 'left' } },
  [BlockType.Address]: {
    type: BlockType.Address,
    label: 'Address',
    group: 'Site',
    defaultConfig: { showCompany: true, showCountry: true, showPhone: true, showContact: false, align: 'left' },
    inspectorNote: 'The address and phone number come from the site settings.',
  },
  [BlockType.Hours]: {
    type: BlockType.Hours,
    label: 'Hours',
    group: 'Site',
    defaultConfig: { title: 'Opening hours', align: 'left' },
    inspectorNote: 'The opening hours come from the site settings.',
  },
  [BlockType.SocialIcons]: {
    type: BlockType.SocialIcons,
    label: 'Social Icons',
    group: 'Site',
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'The addresses come from the site settings’ social profiles.',
  },
  [BlockType.SocialLinks]: {
    type: BlockType.SocialLinks,
    label: 'Social Links',
    group: 'Site',
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'The addresses come from the site settings’ social profiles.',
  },
  [BlockType.SocialDeprecated]: {
    type: BlockType.SocialDeprecated,
    label: deprecatedLabel('Social'),
    group: 'Site',
    deprecated: true,
    defaultConfig: SOCIAL_DEFAULTS,
    inspectorNote: 'An older version: Social Icons and Social Links replace it.',
  },
  [BlockType.NotFound]: { type: BlockType.NotFound, label: 'Not Found Message', group: 'Site', defaultConfig: { showTitle: true, align: 'left' } },
  [BlockType.CloseButton]: {
    type: BlockType.CloseButton,
    label: 'Close Button',
    group: 'Site',
    defaultConfig: { align: 'right', size: 24 },
    inspectorNote: 'Closes the popup it is in; elsewhere it goes back to the page before.',
  },
  /** An artwork page template's block, offered with the template's own (detail-blocks.ts). */
  [BlockType.EditionTokens]: { type: BlockType.EditionTokens, label: 'Edition Set Tokens', defaultConfig: EDITION_TOKENS_DEFAULTS },
  [BlockType.Checkbox]: { type: BlockType.Checkbox, label: 'Checkbox', group: 'Site', defaultConfig: CHECKBOX_DEFAULTS },
  [BlockType.ArtistNameButton]: {
    type: BlockType.ArtistNameButton,
    label: 'Artist Name Button',
    group: 'Site',
    defaultConfig: ARTIST_NAME_BUTTON_DEFAULTS,
    inspectorNote: 'The artist’s name, linking to their page. Artist sites never show it.',
  },
  [BlockType.Search]: {
    type: BlockType.Search,
    label: 'Search',
    group: 'Site',
    defaultConfig: SEARCH_DEFAULTS,
    inspectorNote: 'The site search as a block: the words go to the search page.',
  },
  [BlockType.CookiePolicyButton]: {
    type: BlockType.CookiePolicyButton,
    label: 'Cookie Policy Button',
    group: 'Site',
    defaultConfig: COOKIE_POLICY_BUTTON_DEFAULTS,
    inspectorNote: 'Gives the visitor’s answer to the cookie notice, as its buttons do, and hides the notice: for a cookie policy page.',
  },
} as const satisfies Record<string, BlockMeta>;

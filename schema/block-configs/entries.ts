import { BlockType } from '../block-types';
import { withConfig } from '../catalogue-entry';
import { editionTokensConfigSchema } from './edition-tokens';
import {
  accordionConfigSchema,
  parallaxConfigSchema,
  scrollFadeConfigSchema,
  sliderConfigSchema,
  slideshowConfigSchema,
  tabConfigSchema,
  tabsConfigSchema,
} from './layout';
import { customHtmlConfigSchema, embedConfigSchema, imageGalleryConfigSchema, mapConfigSchema, videoConfigSchema } from './media';
import { MORE_META } from './more-meta';
import {
  addressConfigSchema,
  buttonConfigSchema,
  checkboxConfigSchema,
  closeButtonConfigSchema,
  hoursConfigSchema,
  notFoundConfigSchema,
  pageHeaderConfigSchema,
  pageTitleConfigSchema,
  socialConfigSchema,
} from './site';
import { artistNameButtonConfigSchema, cookiePolicyButtonConfigSchema, searchConfigSchema } from './site-actions';

export { deprecatedLabel } from './more-meta';

/** The catalogue entries of the kinds issue 19 adds (catalogue.ts takes them in): their metadata (more-meta.ts) with their config schemas. */
export const MORE_CATALOGUE = {
  [BlockType.Video]: withConfig(MORE_META[BlockType.Video], videoConfigSchema),
  [BlockType.Embed]: withConfig(MORE_META[BlockType.Embed], embedConfigSchema),
  [BlockType.CustomHtml]: withConfig(MORE_META[BlockType.CustomHtml], customHtmlConfigSchema),
  [BlockType.ImageGallery]: withConfig(MORE_META[BlockType.ImageGallery], imageGalleryConfigSchema),
  [BlockType.Map]: withConfig(MORE_META[BlockType.Map], mapConfigSchema),
  [BlockType.Button]: withConfig(MORE_META[BlockType.Button], buttonConfigSchema),
  [BlockType.Accordion]: withConfig(MORE_META[BlockType.Accordion], accordionConfigSchema),
  [BlockType.Tabs]: withConfig(MORE_META[BlockType.Tabs], tabsConfigSchema),
  [BlockType.Tab]: withConfig(MORE_META[BlockType.Tab], tabConfigSchema),
  [BlockType.Slider]: withConfig(MORE_META[BlockType.Slider], sliderConfigSchema),
  [BlockType.Slideshow]: withConfig(MORE_META[BlockType.Slideshow], slideshowConfigSchema),
  [BlockType.Parallax]: withConfig(MORE_META[BlockType.Parallax], parallaxConfigSchema),
  [BlockType.ScrollFade]: withConfig(MORE_META[BlockType.ScrollFade], scrollFadeConfigSchema),
  [BlockType.PageHeader]: withConfig(MORE_META[BlockType.PageHeader], pageHeaderConfigSchema),
  [BlockType.PageTitle]: withConfig(MORE_META[BlockType.PageTitle], pageTitleConfigSchema),
  [BlockType.Address]: withConfig(MORE_META[BlockType.Address], addressConfigSchema),
  [BlockType.Hours]: withConfig(MORE_META[BlockType.Hours], hoursConfigSchema),
  [BlockType.SocialIcons]: withConfig(MORE_META[BlockType.SocialIcons], socialConfigSchema),
  [BlockType.SocialLinks]: withConfig(MORE_META[BlockType.SocialLinks], socialConfigSchema),
  [BlockType.SocialDeprecated]: withConfig(MORE_META[BlockType.SocialDeprecated], socialConfigSchema),
  [BlockType.NotFound]: withConfig(MORE_META[BlockType.NotFound], notFoundConfigSchema),
  [BlockType.CloseButton]: withConfig(MORE_META[BlockType.CloseButton], closeButtonConfigSchema),
  [BlockType.EditionTokens]: withConfig(MORE_META[BlockType.EditionTokens], editionTokensConfigSchema),
  [BlockType.Checkbox]: withConfig(MORE_META[BlockType.Checkbox], checkboxConfigSchema),
  [BlockType.ArtistNameButton]: withConfig(MORE_META[BlockType.ArtistNameButton], artistNameButtonConfigSchema),
  [BlockType.Search]: withConfig(MORE_META[BlockType.Search], searchConfigSchema),
  [BlockType.CookiePolicyButton]: withConfig(MORE_META[BlockType.CookiePolicyButton], cookiePolicyButtonConfigSchema),
} as const;

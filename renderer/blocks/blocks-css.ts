import { ACCORDION_CSS } from './Accordion';
import { BUTTON_CSS } from './Button';
import { CHECKBOX_CSS } from './Checkbox';
import { CLOSE_BUTTON_CSS } from './CloseButton';
import { COOKIE_POLICY_BUTTON_CSS } from './CookiePolicyButton';
import { CUSTOM_HTML_CSS } from './CustomHtml';
import { EDITION_TOKENS_CSS } from './EditionTokens';
import { EMBED_CSS } from './Embed';
import { IMAGE_GALLERY_CSS } from './ImageGallery';
import { MAP_CSS } from './Map';
import { PAGE_HEADER_CSS } from './PageHeader';
import { PARALLAX_CSS } from './Parallax';
import { SCROLL_FADE_CSS } from './ScrollFade';
import { SLIDER_CSS } from './Slider';
import { SLIDESHOW_CSS } from './Slideshow';
import { SOCIAL_CSS } from './SocialIcons/social';
import { BLOCK_BOX_CSS } from './style';
import { TABS_CSS } from './Tabs';
import { TEXT_CSS } from './Text';
import { VIDEO_CSS } from './Video';

/**
 * The stylesheets of the blocks that carry their own rules (the common style box and each kind that
 * needs more than the site's base rules), in cascade order: all of them in the builder's stylesheet, and
 * on a visitor page those its blocks use (renderer/site/page-css.ts).
 */
export const BLOCK_STYLESHEETS: readonly string[] = [
  BLOCK_BOX_CSS,
  TEXT_CSS,
  VIDEO_CSS,
  EMBED_CSS,
  CUSTOM_HTML_CSS,
  IMAGE_GALLERY_CSS,
  BUTTON_CSS,
  SOCIAL_CSS,
  PAGE_HEADER_CSS,
  CLOSE_BUTTON_CSS,
  CHECKBOX_CSS,
  ACCORDION_CSS,
  TABS_CSS,
  SLIDER_CSS,
  SLIDESHOW_CSS,
  PARALLAX_CSS,
  SCROLL_FADE_CSS,
  EDITION_TOKENS_CSS,
  MAP_CSS,
  COOKIE_POLICY_BUTTON_CSS,
];

export const BLOCKS_CSS = BLOCK_STYLESHEETS.join('');

import type { ComponentType } from 'react';
import { BlockType } from '../../schema/block-types';
import AccordionBlock from './Accordion';
import AddressBlock from './Address';
import ArtistNameButtonBlock from './ArtistNameButton';
import ButtonBlock from './Button';
import CheckboxBlock from './Checkbox';
import CloseButtonBlock from './CloseButton';
import CookiePolicyButtonBlock from './CookiePolicyButton';
import CustomHtmlBlock from './CustomHtml';
import EditionTokensBlock from './EditionTokens';
import EmbedBlock from './Embed';
import HoursBlock from './Hours';
import ImageGalleryBlock from './ImageGallery';
import MapBlock from './Map';
import NotFoundBlock from './NotFound';
import PageHeaderBlock from './PageHeader';
import PageTitleBlock from './PageTitle';
import ParallaxBlock from './Parallax';
import ScrollFadeBlock from './ScrollFade';
import SearchBlock from './Search';
import SliderBlock from './Slider';
import SlideshowBlock from './Slideshow';
import SocialIconsBlock from './SocialIcons';
import SocialDeprecatedBlock from './SocialDeprecated';
import SocialLinksBlock from './SocialLinks';
import TabBlock from './Tab';
import TabsBlock from './Tabs';
import VideoBlock from './Video';
import type { BlockProps } from './types';

/** The renderers of the kinds issue 19 adds (schema/block-configs/entries.ts), one folder each. */
// Each component narrows its own config type; the map is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MORE_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  [BlockType.Video]: VideoBlock,
  [BlockType.Embed]: EmbedBlock,
  [BlockType.CustomHtml]: CustomHtmlBlock,
  [BlockType.ImageGallery]: ImageGalleryBlock,
  [BlockType.Button]: ButtonBlock,
  [BlockType.Accordion]: AccordionBlock,
  [BlockType.Tabs]: TabsBlock,
  [BlockType.Tab]: TabBlock,
  [BlockType.Slider]: SliderBlock,
  [BlockType.Slideshow]: SlideshowBlock,
  [BlockType.Parallax]: ParallaxBlock,
  [BlockType.ScrollFade]: ScrollFadeBlock,
  [BlockType.PageHeader]: PageHeaderBlock,
  [BlockType.PageTitle]: PageTitleBlock,
  [BlockType.Address]: AddressBlock,
  [BlockType.Hours]: HoursBlock,
  [BlockType.SocialIcons]: SocialIconsBlock,
  [BlockType.SocialLinks]: SocialLinksBlock,
  [BlockType.NotFound]: NotFoundBlock,
  [BlockType.CloseButton]: CloseButtonBlock,
  [BlockType.Checkbox]: CheckboxBlock,
  [BlockType.EditionTokens]: EditionTokensBlock,
  [BlockType.Map]: MapBlock,
  [BlockType.SocialDeprecated]: SocialDeprecatedBlock,
  [BlockType.ArtistNameButton]: ArtistNameButtonBlock,
  [BlockType.Search]: SearchBlock,
  [BlockType.CookiePolicyButton]: CookiePolicyButtonBlock,
};

import type { ComponentType } from 'react';
import { BlockType } from '../../../schema/block-types';
import ArtistBiographyBlock from '../ArtistBiography';
import ArtistCoverImageBlock from '../ArtistCoverImage';
import ArtistExhibitionsBlock from '../ArtistExhibitions';
import ArtistMetaTextBlock from '../ArtistMetaText';
import ArtistNameBlock from '../ArtistName';
import BlogPostContentBlock from '../BlogPostContent';
import BlogPostTitleBlock from '../BlogPostTitle';
import InstallationPhotosBlock from '../InstallationPhotos';
import InventoryImageBlock from '../InventoryImage';
import InventoryMetaBlock from '../InventoryMeta';
import RelatedInventoryBlock from '../RelatedInventory';
import ShowArtistsBlock from '../ShowArtists';
import ShowDescriptionBlock from '../ShowDescription';
import ShowGridBlock from '../ShowGrid';
import ShowImageBlock from '../ShowImage';
import ShowTitleBlock from '../ShowTitle';
import TabbedBiographyBlock from '../TabbedBiography';
import type { BlockProps } from '../types';

/** The detail templates' blocks (schema/detail-blocks.ts), each drawing a part of the page's item. */
// Each component narrows its own config type; the map is looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DETAIL_BLOCK_COMPONENTS: Record<string, ComponentType<BlockProps<any>>> = {
  [BlockType.InventoryImage]: InventoryImageBlock,
  [BlockType.InventoryMeta]: InventoryMetaBlock,
  [BlockType.RelatedInventory]: RelatedInventoryBlock,
  [BlockType.ArtistName]: ArtistNameBlock,
  [BlockType.ArtistCoverImage]: ArtistCoverImageBlock,
  [BlockType.ArtistMetaText]: ArtistMetaTextBlock,
  [BlockType.TabbedBiography]: TabbedBiographyBlock,
  [BlockType.ArtistBiography]: ArtistBiographyBlock,
  [BlockType.ArtistExhibitions]: ArtistExhibitionsBlock,
  [BlockType.ShowTitle]: ShowTitleBlock,
  [BlockType.ShowImage]: ShowImageBlock,
  [BlockType.ShowDescription]: ShowDescriptionBlock,
  [BlockType.ShowArtists]: ShowArtistsBlock,
  [BlockType.InstallationPhotos]: InstallationPhotosBlock,
  [BlockType.ShowGrid]: ShowGridBlock,
  [BlockType.BlogPostTitle]: BlogPostTitleBlock,
  [BlockType.BlogPostContent]: BlogPostContentBlock,
};

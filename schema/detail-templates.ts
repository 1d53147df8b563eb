import type { Block } from './block';
import { FORM_META, FormBlockType } from './block-configs/forms';
import { BlockType } from './block-types';
import { DETAIL_META, TEMPLATE_KINDS, type TemplateKind } from './detail-blocks';
import { SEARCH_META } from './search-blocks';

/**
 * The site's page templates (site.templates): per kind, the blocks every item's page (or every search's
 * results page) is drawn with. A kind without one uses its default below, which draws the page as the
 * product always has, so an owner restyles every artwork's page at once by editing one template and
 * older documents change nothing. Their zod schema is in detail-templates-schema.ts.
 */

export const MAX_TEMPLATE_BLOCKS = 500;

export interface DetailTemplate {
  blocks: Block[];
}
export type DetailTemplates = Partial<Record<TemplateKind, DetailTemplate>>;

const TEMPLATE_META = { ...DETAIL_META, ...SEARCH_META };

/** A template block with the catalogue's defaults, under an id no block the builder makes can take. */
function defaultBlock(type: keyof typeof TEMPLATE_META): Block {
  return { id: `default-${type}`, type, config: structuredClone(TEMPLATE_META[type].defaultConfig) as Record<string, unknown> };
}

/** The spec's default templates: each draws its page as the fixed pages did. */
export const DEFAULT_TEMPLATES: Readonly<Record<TemplateKind, readonly Block[]>> = {
  inventory: [defaultBlock(BlockType.InventoryImage), defaultBlock(BlockType.InventoryMeta), defaultBlock(BlockType.RelatedInventory)],
  artist: [
    defaultBlock(BlockType.ArtistName),
    defaultBlock(BlockType.ArtistCoverImage),
    defaultBlock(BlockType.ArtistMetaText),
    // Follow Artist (builder spec §4): the form block follows the artist whose page it is on.
    { id: 'default-artist-signup', type: FormBlockType.ArtistSignup, config: structuredClone(FORM_META[FormBlockType.ArtistSignup].defaultConfig) },
    defaultBlock(BlockType.TabbedBiography),
    defaultBlock(BlockType.ArtistExhibitions),
  ],
  show: [
    defaultBlock(BlockType.ShowTitle),
    defaultBlock(BlockType.ShowImage),
    defaultBlock(BlockType.ShowDescription),
    defaultBlock(BlockType.ShowArtists),
    defaultBlock(BlockType.InstallationPhotos),
    defaultBlock(BlockType.ShowGrid),
  ],
  post: [defaultBlock(BlockType.BlogPostTitle), defaultBlock(BlockType.BlogPostContent)],
  search: [defaultBlock(BlockType.SearchMeta), defaultBlock(BlockType.SearchResultsList)],
};

/** The blocks a kind's pages are drawn with: the site's own template, else the default (a copy, safe to edit). */
export function templateBlocks(templates: DetailTemplates | undefined, kind: TemplateKind): Block[] {
  return templates?.[kind]?.blocks ?? structuredClone(DEFAULT_TEMPLATES[kind]) as Block[];
}

export function withTemplateBlocks(templates: DetailTemplates | undefined, kind: TemplateKind, blocks: Block[]): DetailTemplates {
  return { ...templates, [kind]: { blocks } };
}

/** Every template the site has set, with its kind (for validation and image uses). */
export function setTemplates(templates: DetailTemplates | undefined): Array<{ kind: TemplateKind; blocks: Block[] }> {
  return TEMPLATE_KINDS.flatMap((kind) => {
    const blocks = templates?.[kind]?.blocks;
    return blocks ? [{ kind, blocks }] : [];
  });
}

/**
 * The builder opens a template on the canvas as it opens a page, under an id no page can have (page
 * ids never start with '@'), as it does the header's and footer's blocks.
 */
export function templatePageId(kind: TemplateKind): string {
  return `@template-${kind}`;
}

export function templateOfPageId(pageId: string | null | undefined): TemplateKind | null {
  const m = /^@template-(inventory|artist|show|post|search)$/.exec(pageId ?? '');
  return m ? (m[1] as TemplateKind) : null;
}


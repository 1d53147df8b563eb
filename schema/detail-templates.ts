import type { Block } from './block';
import { FORM_META, FormBlockType } from './block-configs/forms';
import { BlockType } from './block-types';
import { COOKIE_NOTICE_WORDS } from './cookie-notice';
import { CELL_META, CELL_TEMPLATE_KINDS, defaultCellBlocksOf, type CellTemplateKind } from './cell-templates';
import { DETAIL_META, TEMPLATE_KINDS, type TemplateKind } from './detail-blocks';
import { PASSWORD_META } from './password-page';
import { sameJson } from './same-json';
import { SEARCH_META } from './search-blocks';
import { MORE_META } from './block-configs/more-meta';
import { walkBlocks } from './walk';

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

const TEMPLATE_META = { ...DETAIL_META, ...SEARCH_META, ...PASSWORD_META, ...CELL_META };

/** A template block with the catalogue's defaults, under an id no block the builder makes can take. */
function defaultBlock(type: keyof typeof TEMPLATE_META): Block {
  return { id: `default-${type}`, type, config: structuredClone(TEMPLATE_META[type].defaultConfig) as Record<string, unknown> };
}

/** A cell's parts, each once in the toolbox's order: the cell as lists have always drawn it. */
const defaultCell = (kind: CellTemplateKind): Block[] =>
  defaultCellBlocksOf(kind).map((type) => {
    const block = defaultBlock(type as keyof typeof CELL_META);
    return { ...block, id: `${block.id}-${kind}` };
  });

/** The spec's default templates: each draws its page (or cell) as the fixed pages did. */
export const DEFAULT_TEMPLATES: Readonly<Record<TemplateKind, readonly Block[]>> = {
  inventory: [defaultBlock(BlockType.InventoryImage), defaultBlock(BlockType.InventoryMeta), defaultBlock(BlockType.RelatedInventory)],
  // Until the owner sets one, the modal draws the artwork page's own template (templateBlocks); this is what that defaults to.
  modal: [defaultBlock(BlockType.InventoryImage), defaultBlock(BlockType.InventoryMeta), defaultBlock(BlockType.RelatedInventory)],
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
  password: [defaultBlock(BlockType.PasswordForm)],
  // The spec's message under the page's own heading (the page draws 'Page Not Found' as its heading).
  // The notice as it was fixed: its words, CONTINUE (accepts) and REJECT.
  cookieNotice: [
    { id: 'default-cookie-notice-text', type: BlockType.Text, config: { text: COOKIE_NOTICE_WORDS.text, variant: 'paragraph', align: 'left' } },
    { id: 'default-cookie-notice-accept', type: BlockType.CookiePolicyButton, config: { ...structuredClone(MORE_META[BlockType.CookiePolicyButton].defaultConfig), consent: 'accepted' } },
    { id: 'default-cookie-notice-reject', type: BlockType.CookiePolicyButton, config: { ...structuredClone(MORE_META[BlockType.CookiePolicyButton].defaultConfig), consent: 'rejected' } },
  ],
  notFound: [{ id: 'default-not-found', type: BlockType.NotFound, config: { ...structuredClone(MORE_META[BlockType.NotFound].defaultConfig), showTitle: false } }],
  ...(Object.fromEntries(CELL_TEMPLATE_KINDS.map((kind) => [kind, defaultCell(kind)])) as Record<CellTemplateKind, Block[]>),
};

/**
 * The blocks a kind's pages are drawn with: the site's own template, else the default (a copy, safe to
 * edit). The modal without one of its own draws as the artwork page does, so a restyled artwork page
 * shows the same in the modal until the owner makes the modal differ.
 */
export function templateBlocks(templates: DetailTemplates | undefined, kind: TemplateKind): Block[] {
  const own = templates?.[kind]?.blocks;
  if (own) return own;
  if (kind === 'modal') return modalCopy(templateBlocks(templates, 'inventory'));
  return structuredClone(DEFAULT_TEMPLATES[kind]) as Block[];
}

/** The artwork page's blocks for the modal, under ids of their own: a document's block ids are unique across its templates. */
function modalCopy(blocks: Block[]): Block[] {
  const copy = structuredClone(blocks);
  walkBlocks(copy, (block) => {
    block.id = `modal-${block.id}`;
  });
  return copy;
}

/**
 * The templates with a kind's blocks set. Blocks that are just what the modal draws without a template
 * of its own set none, so opening the modal's template on the canvas without changing it leaves the
 * modal following the artwork page.
 */
export function withTemplateBlocks(templates: DetailTemplates | undefined, kind: TemplateKind, blocks: Block[]): DetailTemplates {
  if (kind === 'modal' && !templates?.modal && sameJson(blocks, templateBlocks(templates, 'modal'))) return { ...templates };
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
  const m = /^@template-(\w+)$/.exec(pageId ?? '');
  return m && (TEMPLATE_KINDS as readonly string[]).includes(m[1]) ? (m[1] as TemplateKind) : null;
}

/** The query value ('?view=modal') under which an artwork's page is drawn with the inventory detail modal's template. */
export const ART_MODAL_VIEW = 'modal';

/** The address the inventory detail modal fetches an artwork's page from: its own, drawn with the modal's template. */
export function artModalAddress(href: string): string {
  const url = new URL(href);
  url.searchParams.set('view', ART_MODAL_VIEW);
  return url.href;
}

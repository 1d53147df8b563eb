import { FORM_CONTAINERS, FORM_MESSAGES, FormBlockType } from './block-configs/forms';
import { BlockType, PAGE_ROOT, PART_ROOT } from './block-types';
import { CART_ROOT, cartBlockParent, CartBlockType } from './cart-page';
import { COOKIE_NOTICE_BLOCKS } from './cookie-notice';
import { DATALESS_TEMPLATES, isCellTemplate, ownTemplatesOf, TEMPLATE_BLOCKS, TEMPLATE_KINDS, TEMPLATE_ROOT, templateRootKind, type TemplateKind } from './detail-blocks';
import { own } from './own';

/**
 * The spec's nesting rules. Columns and hover content (and their inner column / layer canvases)
 * cannot hold custom groups, templates, parallax, tabs, lists, sliders and similar blocks; hover
 * content also cannot hold columns, hover content, image galleries, installation photos, media lists
 * or social blocks. The page-level containers (accordion, tabs, slider, slideshow, parallax, the
 * scroll-into-view fade) hold lists and ordinary blocks but never one another (no tabs in a tab), except
 * sliders and slideshows, which like columns take no lists either. A form block holds only its success
 * and error messages, which live nowhere else; a subscribe popup belongs to a whole page (its top, a
 * template's, or the header's or footer's); an artist-name button, which names an artist read with the
 * page, stays out of the header and footer. Because every container allowed inside a restricted one
 * forbids at least what that one forbids, direct pairs enforce the rules at any depth.
 */
const PAGE_CONTAINERS: readonly string[] = [
  BlockType.CustomGroup,
  BlockType.Template,
  BlockType.Parallax,
  BlockType.Slideshow,
  BlockType.Tabs,
  BlockType.Slider,
  BlockType.Accordion,
  BlockType.ScrollFade,
];

const LISTS_AND_CONTAINERS: readonly string[] = [
  ...PAGE_CONTAINERS,
  BlockType.InventoryList,
  BlockType.ArtistsList,
  BlockType.ExhibitionsList,
  BlockType.BlogsList,
  BlockType.MediaList,
  BlockType.RepresentativesList,
  BlockType.RelatedInventory,
  BlockType.RecentlyViewed,
  BlockType.SearchResultsList,
];

const HOVER_ONLY: readonly string[] = [
  BlockType.Columns,
  BlockType.HoverContent,
  BlockType.ImageGallery,
  BlockType.InstallationPhotos,
  BlockType.MediaList,
  BlockType.SocialIcons,
  BlockType.SocialLinks,
  // The older social block is a social block too: still drawn where saved, and kept out of hover content like its successors.
  BlockType.SocialDeprecated,
];

/** Which blocks may sit directly in which container. Slots (column, hover layer, tab) belong to their owner. */
const SLOT_OWNER: Record<string, string> = {
  [BlockType.Column]: BlockType.Columns,
  [BlockType.HoverLayer]: BlockType.HoverContent,
  [BlockType.Tab]: BlockType.Tabs,
};

/** Types whose blocks hold other blocks. */
export const CONTAINERS: readonly string[] = [
  PAGE_ROOT,
  PART_ROOT,
  BlockType.Columns,
  BlockType.Column,
  BlockType.HoverContent,
  BlockType.HoverLayer,
  BlockType.Tabs,
  BlockType.Tab,
  BlockType.Slider,
  BlockType.Parallax,
  BlockType.Slideshow,
  BlockType.Accordion,
  BlockType.ScrollFade,
  BlockType.CustomGroup,
  BlockType.Template,
  ...TEMPLATE_KINDS.map((kind) => TEMPLATE_ROOT[kind]),
  CART_ROOT,
  CartBlockType.LineItems,
  ...FORM_CONTAINERS,
];

/** Forbidden children per container type. */
export const FORBIDDEN_CHILDREN: Record<string, readonly string[]> = {
  // The header and footer are drawn without the page's data: no lists, and no artist named by id.
  [PART_ROOT]: [...LISTS_AND_CONTAINERS, BlockType.ArtistNameButton],
  // The not found and password pages are drawn without data too (any address may ask for them, so they read nothing): as the header.
  ...Object.fromEntries(DATALESS_TEMPLATES.map((kind) => [TEMPLATE_ROOT[kind], [...LISTS_AND_CONTAINERS, BlockType.ArtistNameButton]])),
  [BlockType.Columns]: LISTS_AND_CONTAINERS,
  [BlockType.Column]: LISTS_AND_CONTAINERS,
  [BlockType.HoverContent]: [...LISTS_AND_CONTAINERS, ...HOVER_ONLY],
  [BlockType.HoverLayer]: [...LISTS_AND_CONTAINERS, ...HOVER_ONLY],
  // Sliders and slideshows show their blocks side by side or in turn: like columns, no lists.
  [BlockType.Slider]: LISTS_AND_CONTAINERS,
  [BlockType.Slideshow]: LISTS_AND_CONTAINERS,
  [BlockType.Tab]: PAGE_CONTAINERS,
  [BlockType.Accordion]: PAGE_CONTAINERS,
  [BlockType.Parallax]: PAGE_CONTAINERS,
  [BlockType.ScrollFade]: PAGE_CONTAINERS,
};

/**
 * A template's own blocks that are lists or tabs (related works, an exhibition's works, an artist's
 * exhibitions, the tabbed biography, the search results): like every list and tabs block, they stay
 * out of columns.
 */
const TEMPLATE_LISTS: readonly string[] = [BlockType.RelatedInventory, BlockType.ShowGrid, BlockType.ArtistExhibitions, BlockType.TabbedBiography, BlockType.SearchResultsList];

/**
 * Whether a block of type `child` may be placed directly inside a container of type `parent`.
 * Slot blocks (column, hover layer) only ever live in their owner, and owners hold only their slots.
 * A template's own blocks (an artwork's image, a show's title, the search results…) draw what the page
 * is about, so they sit only in their own template (`template`, the kind of the template the container
 * is in): at its top, or in a column there (an artwork's image beside its meta) unless they are lists or
 * tabs. A template takes whatever a page takes besides, but a cell's, which takes its parts alone.
 */
export function canContain(parent: string, child: string, template: TemplateKind | null = templateRootKind(parent)): boolean {
  if (!CONTAINERS.includes(parent)) return false;
  const slotOwner = own(SLOT_OWNER, child);
  if (slotOwner !== undefined) return parent === slotOwner;
  // A cell is one link: its template holds its own parts and nothing else.
  const parentTemplate = templateRootKind(parent);
  if (isCellTemplate(parentTemplate)) return TEMPLATE_BLOCKS[parentTemplate].includes(child);
  // The cookie notice is a small box on every page: words and buttons only.
  if (parentTemplate === 'cookieNotice') return COOKIE_NOTICE_BLOCKS.includes(child);
  // The cart parts sit only on the cart page (a line's parts in its line items), which holds any page block besides.
  const cartParent = cartBlockParent(child);
  if (cartParent !== null) return parent === cartParent;
  if (parent === CartBlockType.LineItems) return false;
  if (FORM_MESSAGES.includes(child)) return FORM_CONTAINERS.includes(parent);
  if (FORM_CONTAINERS.includes(parent)) return false;
  if (child === FormBlockType.SubscribePopup) return parent === PAGE_ROOT || parent === PART_ROOT || templateRootKind(parent) !== null;
  const kinds = ownTemplatesOf(child);
  if (kinds.length > 0) return kinds.some((kind) => parent === TEMPLATE_ROOT[kind] || (parent === BlockType.Column && kind === template && !TEMPLATE_LISTS.includes(child)));
  if (parent === BlockType.Columns || parent === BlockType.HoverContent || parent === BlockType.Tabs) return false;
  if (parent === PAGE_ROOT || parent === CART_ROOT || isDataTemplateRoot(parent)) return true;
  return !(own(FORBIDDEN_CHILDREN, parent) ?? []).includes(child);
}

/** A template's root that takes what a page takes: every template's but those drawn without data. */
function isDataTemplateRoot(type: string): boolean {
  const kind = templateRootKind(type);
  return kind !== null && !DATALESS_TEMPLATES.includes(kind);
}

export interface NestingViolation {
  parentType: string;
  childType: string;
  childId: string;
}

interface TreeNode {
  id: string;
  type: string;
  blocks?: TreeNode[];
}

/**
 * Every parent/child pair in a page body that breaks the rules. Because every restricted container
 * forbids the same blocks in its own containers, checking direct pairs enforces the rules at any depth.
 * The kind of template the blocks are in goes down with them (a template's column may hold its blocks).
 */
export function findNestingViolations(blocks: TreeNode[], parentType: string = PAGE_ROOT, template: TemplateKind | null = templateRootKind(parentType)): NestingViolation[] {
  const violations: NestingViolation[] = [];
  for (const block of blocks) {
    if (!canContain(parentType, block.type, template)) {
      violations.push({ parentType, childType: block.type, childId: block.id });
    }
    if (block.blocks?.length) violations.push(...findNestingViolations(block.blocks, block.type, template));
  }
  return violations;
}

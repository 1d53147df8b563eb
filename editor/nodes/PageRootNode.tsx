import { useNode, type UserComponent } from '@craftjs/core';
import type { ReactNode } from 'react';
import { Children, useContext } from 'react';
import { COMMERCE_CSS } from '../../renderer/commerce/styles';
import { CartUiText } from '../../renderer/commerce/texts';
import { DETAIL_PAGE_CLASS, DetailContext } from '../../renderer/pages/detail/context';
import { SiteText } from '../../renderer/texts';
import { COOKIE_NOTICE_CSS } from '../../renderer/site/cookie-notice/styles';
import { CookieNoticeText } from '../../renderer/site/cookie-notice/texts';
import { cartModeOfPageId, type CartMode } from '../../schema/cart-page';
import type { TemplateRoute } from '../../renderer/pages/detail/routes';
import { NOT_FOUND_PAGE_CLASS, PASSWORD_PAGE_CLASS } from '../../renderer/pages/page-classes';
import { SEARCH_PAGE_CLASS, SearchContext } from '../../renderer/pages/search/context';
import { useCellPreview } from '../../renderer/blocks/CellParts/preview';
import { CELL_CONTENT_KIND, type CellItemKind, type CellTemplateKind } from '../../schema/cell-templates';
import { isCellTemplate, TEMPLATE_LABEL, type TemplateKind } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { PageTitle } from '../../renderer/site/PageTitle';
import { partOfPageId } from '../../schema/site-parts';
import { CartPageText } from '../panels/cart-page/texts';
import { useEditorUi } from '../state/store';
import { canvasRules } from './rules';

/** The open page's title as visitors see it (or nothing, when the page hides it). */
function CanvasPageTitle() {
  const title = useEditorUi((s) => s.document?.pages.find((p) => p.pageId === s.currentPageId)?.title ?? '');
  const visible = useEditorUi((s) => s.document?.pages.find((p) => p.pageId === s.currentPageId)?.isTitleVisible ?? false);
  return <PageTitle title={title} visible={visible} />;
}

export const PAGE_EMPTY_HINT = 'Drag blocks here from the left, or select one there and press Enter.';
/** A cell template left without parts is not used (a cell is a link that must show something). */
export const CELL_EMPTY_HINT = 'Drag the cell’s parts here from the left. Until it has one, artworks are drawn with the default cell.';

/** What the canvas says while a header's or footer's own blocks are open instead of a page. */
export function partEditingNote(part: 'header' | 'footer', screen: 'desktop' | 'mobile'): string {
  return `The ${screen} ${part}’s own blocks: visitors see them ${part === 'header' ? 'under' : 'above'} the theme’s ${part}${screen === 'mobile' ? ' on phones' : ''}.`;
}

/**
 * What the canvas says while a template is open: what it is, and which item it is shown with (for the
 * search results page, which words were searched for).
 */
export function templateEditingNote(kind: TemplateKind, shownWith: string | null): string {
  const label = TEMPLATE_LABEL[kind].toLowerCase();
  if (kind === 'search') return `The ${label} template: every search is shown with these blocks.${shownWith ? ` Shown here with the results for “${shownWith}”.` : ''}`;
  if (kind === 'notFound') return `The ${label} template: visitors see these blocks under the heading ‘${SiteText.notFoundTitle}’ at any address the site has no page for.`;
  if (kind === 'cookieNotice') return `The ${label} template: visitors who have not answered it yet see these blocks in the notice, under its heading ‘${CookieNoticeText.title}’, on every page. Its Cookie Policy Buttons give their answer and hide it.`;
  if (kind === 'password') return `The ${label} template: a protected page shows these blocks, under its title, until its password is given. The page’s own content is never among them.`;
  if (kind === 'modal') return `The ${label} template: every artwork a list opens over its page is drawn with these blocks.${shownWith ? ` Shown here with “${shownWith}”.` : ''}`;
  if (isCellTemplate(kind)) {
    const item = { ...CELL_ITEM[CELL_CONTENT_KIND[kind]], ...SEARCH_CELL_NOUN[kind] };
    return `The ${label} template: every ${item?.noun} ${CELL_LAYOUTS[kind]} is drawn with these parts, ${item?.link}.${shownWith ? ` Shown here with “${shownWith}”.` : ''}`;
  }
  return `The ${label} template: every ${label} is drawn with these blocks.${shownWith ? ` Shown here with “${shownWith}”.` : ''}`;
}

function TemplateNote({ kind }: { kind: TemplateKind }) {
  const route = useContext(DetailContext);
  const search = useContext(SearchContext);
  const preview = useCellPreview();
  const previewTitle = preview?.representative?.company ?? preview?.result?.title ?? null;
  return <p className="cb-part-note">{templateEditingNote(kind, kind === 'search' ? (search?.q ?? null) : route ? detailTitle(route) : previewTitle)}</p>;
}

/** Where each cell template draws its items. */
const CELL_LAYOUTS: Record<CellTemplateKind, string> = {
  inventoryGridCell: 'in a list’s grid, list and horizontal masonry layouts, and in an exhibition’s or an artist’s works,',
  inventorySlideshowCell: 'in a list’s slideshow',
  inventoryWaterfallCell: 'in a list’s waterfall',
  inventoryRecentlyViewedCell: 'in the recently viewed slider',
  artistGridCell: 'in a list’s grid, waterfall and horizontal masonry layouts',
  artistListCell: 'in a list’s list layout',
  artistListPreviewCell: 'in a list’s list layout with the preview on hover (its picture fades in beside the list)',
  artistSlideshowCell: 'in a list’s slideshow',
  showGridCell: 'in a list’s grid, list, waterfall and horizontal masonry layouts',
  showSlideshowCell: 'in a list’s slideshow',
  showParallaxCell: 'in a list’s parallax',
  showFullBackgroundCell: 'in a list’s full-background slideshow',
  blogCell: 'in a list, whatever its layout,',
  representativeCell: 'in a list, whatever its layout (the picture beside the words in the list layout),',
  searchArtistCell: 'found by a search',
  searchBlogCell: 'found by a search',
  searchInventoryCell: 'found by a search',
  searchShowCell: 'found by a search',
};

/** What each search result cell template's results are. */
const SEARCH_CELL_NOUN: Partial<Record<CellTemplateKind, { noun: string }>> = {
  searchArtistCell: { noun: 'artist' },
  searchBlogCell: { noun: 'blog post' },
  searchInventoryCell: { noun: 'artwork' },
  searchShowCell: { noun: 'exhibition' },
};

/** The class of a kind's cell, so the canvas's one cell is laid out as the lists' (a grid's). */
const CELL_CANVAS_CLASS: Partial<Record<CellItemKind, string>> = {
  inventory: 'inventory-card',
  artists: 'artist-cell artist-cell--grid',
  shows: 'show-cell show-cell--grid',
  blogs: 'blog-cell blog-cell--grid',
  representatives: 'gallery-cell gallery-cell--pictured gallery-cell--grid',
  search: 'search-result',
};

/** An artist list's row is laid out as the list's; every other cell as its kind's grid cell. */
function cellCanvasClass(kind: CellTemplateKind): string {
  if (kind === 'artistListCell' || kind === 'artistListPreviewCell') return 'artist-cell artist-cell--row';
  return CELL_CANVAS_CLASS[CELL_CONTENT_KIND[kind]] ?? '';
}

/** What a cell template's cells are of, and what in them is the link. */
const CELL_ITEM: Partial<Record<CellItemKind, { noun: string; link: string }>> = {
  inventory: { noun: 'artwork', link: 'each one link to the work’s page' },
  artists: { noun: 'artist', link: 'each one link to the artist’s page' },
  shows: { noun: 'exhibition', link: 'each one link to the exhibition’s page' },
  blogs: { noun: 'blog post', link: 'its title the link to the post' },
  representatives: { noun: 'representative', link: 'its phone and website the links' },
  search: { noun: 'result', link: 'each one link to the result’s page' },
};

/** The class a template's canvas takes, so its blocks are laid out as on its visitor pages. */
function templateClass(kind: TemplateKind): string {
  if (isCellTemplate(kind)) return 'cell-template';
  if (kind === 'search') return SEARCH_PAGE_CLASS;
  if (kind === 'password') return PASSWORD_PAGE_CLASS;
  if (kind === 'cookieNotice') return 'cookie-notice-template';
  return kind === 'notFound' ? NOT_FOUND_PAGE_CLASS : DETAIL_PAGE_CLASS[kind];
}

/**
 * Over a cart page mode's blocks: what the mode is, the cart page's styles (the visitor's page carries
 * them in its markup too) and its title as buyers see it in that mode.
 */
function CartModeHead({ mode }: { mode: CartMode }) {
  return (
    <>
      <style>{COMMERCE_CSS}</style>
      <p className="cb-part-note">{CartPageText.note(mode)}</p>
      <h1 className="page-title">{mode === 'purchase_confirmation' ? CartUiText.confirmationTitle : SiteText.cartTitle}</h1>
    </>
  );
}

function detailTitle(route: TemplateRoute): string {
  switch (route.kind) {
    case 'art':
      return route.item.title;
    case 'artist':
      return route.artist.name;
    case 'show':
      return route.show.title;
    case 'post':
      return route.post.title;
  }
}

/**
 * The page body canvas (Craft's ROOT). It takes drops anywhere on the page, so it fills the frame. The
 * page title heads it, as on the visitor's page; it is not a block and takes no drops of its own. With a
 * header's or footer's blocks open it holds those instead, under a note saying so; with a template
 * open (a detail page's or the search results page's), the template's blocks, laid out as its visitor
 * pages are; with a cart page mode open, the mode's blocks, laid out as the cart page lays out that mode.
 */
export const PageRootNode: UserComponent<{ children?: ReactNode; rootType?: string }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  const currentPageId = useEditorUi((s) => s.currentPageId);
  const part = partOfPageId(currentPageId);
  const template = templateOfPageId(currentPageId);
  const cartMode = cartModeOfPageId(currentPageId);
  const kindClass = part
    ? ` cb-part-root cb-part-root--${part.part}`
    : template
      ? ` cb-template-root ${templateClass(template)}`
      : cartMode
        ? ` cb-cart-root cart-mode cart-mode--${cartMode}`
        : '';
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
      className={`site-main page-body cb-canvas cb-page-root${kindClass}`}
      data-testid="canvas-root"
    >
      {part ? (
        <p className="cb-part-note">{partEditingNote(part.part, part.screen)}</p>
      ) : template ? (
        <>
          <TemplateNote kind={template} />
          {template === 'notFound' && <h1 className="page-title">{SiteText.notFoundTitle}</h1>}
        </>
      ) : cartMode ? (
        <CartModeHead mode={cartMode} />
      ) : (
        <CanvasPageTitle />
      )}
      {Children.count(children) === 0 ? (
        <p className="cb-empty-hint">{isCellTemplate(template) ? CELL_EMPTY_HINT : PAGE_EMPTY_HINT}</p>
      ) : isCellTemplate(template) ? (
        // One cell, as wide as a list's: its parts stacked as a card's.
        <div className={`${cellCanvasClass(template)} cell-template__cell`}>{children}</div>
      ) : template === 'cookieNotice' ? (
        // The notice as visitors see it, in the page's flow rather than over it.
        <section className="cookie-notice cookie-notice--canvas" aria-label={CookieNoticeText.title}>
          <style>{COOKIE_NOTICE_CSS}</style>
          <h2 className="cookie-notice__title">{CookieNoticeText.title}</h2>
          <div className="cookie-notice__blocks">{children}</div>
        </section>
      ) : (
        children
      )}
    </div>
  );
};
PageRootNode.displayName = 'PageRootNode';
PageRootNode.craft = { displayName: 'Page', isCanvas: true, rules: canvasRules() };

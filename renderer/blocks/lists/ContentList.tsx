import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { isSlideshowLayout, layoutAnchor, layoutFromHash, ListLayout, showsLayoutTabs, type ContentKind, type SlideshowType } from '../../../schema/list-layouts';
import { drawnColumns, nextPageLimit, tabletColumns } from '../../../schema/list-paging';
import { useDataSource } from '../../data/context';
import { atOffset, fetchList, itemsOf, type ListRequest } from '../../data/lists';
import { DETAIL_MODAL_ATTRIBUTE, openDetailOnClick } from '../../detail-modal/trigger';
import { ListText, SiteText } from '../../texts';
import type { CellContext } from './cell-types';
import { cellImageSizes } from './CellImage';
import { cellFor } from './cells';
import { LayoutTabs, panelId, tabId } from './LayoutTabs';
import { ParallaxBands } from './ParallaxBands';
import { Slideshow } from './Slideshow';

export interface ContentListProps {
  /** Prefix of the ids inside (tabs, panel, slides): the block's id, the same on the server and in the browser. */
  idBase: string;
  kind: ContentKind;
  /** What the list is called, for its tabs and slideshow (the block's title, else the kind). */
  label: string;
  /** The first page as its cells show it (cells.ts compact): island props carry only that. */
  items: unknown[];
  hasMore: boolean;
  /** The request of the next page (its offset is replaced), or null where no more load (the builder). */
  next: ListRequest | null;
  maxLimit: number | null;
  layouts: ListLayout[];
  layout: ListLayout;
  slideshowType: SlideshowType;
  columns: number;
  mobileColumns: number;
  cell: Omit<CellContext, 'layout' | 'imageSizes'>;
  /** Visitors: the tabs write their anchor to the page hash, and a hash naming one picks it on load. */
  useHash: boolean;
  /** Visitors of a list with detailDisplay 0: a work opens in the detail modal, over the list. */
  detailModal?: boolean;
  /** Visitors of a carousel set to move by itself: every so many ms (0 or missing is off); never the shows slider. */
  autoplay?: number;
}

/**
 * Exhibitions' slideshow is the spec's shows slider (1, 3 or 5 at once, sliding); every other slideshow,
 * the exhibitions' full-background one too, is a carousel of one that slides or fades as the owner chose.
 */
function isSlider(kind: ContentKind, layout: ListLayout): boolean {
  return kind === 'shows' && layout === ListLayout.Slideshow;
}

/**
 * A content list in one of its layouts, with the tabs between them when more than one is enabled, and
 * further pages appended as the end scrolls into view (or Load more is pressed) while the server says
 * there are more and maxLimit is not reached. Server-rendered as it first shows; in the browser it is an
 * island, so it takes everything as props.
 */
export function ContentList(props: ContentListProps) {
  const { idBase, kind, label, next, maxLimit, layouts, slideshowType, columns, mobileColumns, cell, useHash, detailModal = false, autoplay = 0 } = props;
  const source = useDataSource();
  const [layout, setLayout] = useState(props.layout);
  const [items, setItems] = useState(props.items);
  const [hasMore, setHasMore] = useState(props.hasMore);
  // New items or a new first layout from above (the builder's settings) start the list afresh.
  const [given, setGiven] = useState({ items: props.items, layout: props.layout });
  if (given.items !== props.items || given.layout !== props.layout) {
    setGiven({ items: props.items, layout: props.layout });
    setItems(props.items);
    setHasMore(props.hasMore);
    if (given.layout !== props.layout) setLayout(props.layout);
  }
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const tabs = showsLayoutTabs(layouts);

  useEffect(() => {
    if (!useHash || !tabs) return;
    const fromHash = () => {
      const named = layoutFromHash(window.location.hash, layouts);
      if (named) setLayout(named);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [useHash, tabs, layouts]);

  const select = (chosen: ListLayout) => {
    setLayout(chosen);
    if (useHash) window.history.replaceState(window.history.state, '', `#${layoutAnchor(chosen)}`);
  };

  const limit = next ? nextPageLimit(items.length, next.query.limit, hasMore, maxLimit) : null;
  // Not on the DataSource: the server has none, and the browser must draw what the server did.
  const canLoad = next !== null && limit !== null;

  const load = useCallback(async () => {
    if (!canLoad || busy.current || !next || !source || limit === null) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchList(source, atOffset(next, items.length, limit));
      const more = itemsOf(page).map(cellFor(kind).compact);
      setItems((before) => [...before, ...more]);
      setHasMore(page.hasMore && more.length > 0);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [canLoad, next, source, items.length, limit, kind]);

  // Pages follow as the end of the list nears the window; a slideshow asks when its last slides show.
  useEffect(() => {
    const target = button.current;
    if (!target || !canLoad || failed || isSlideshowLayout(layout) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load();
    }, { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad, failed, layout, load]);

  const spec = cellFor(kind);
  const slider = isSlider(kind, layout);
  // Per layout: posts in one column are rows, but side by side in a grid or a waterfall.
  const drawn = drawnColumns(kind, layout, columns);
  const context: CellContext = { ...cell, layout, imageSizes: cellImageSizes(layout, drawn, mobileColumns, slider) };
  const cells = items.map((item) => ({ key: spec.key(item), aspect: spec.aspect(item), content: <spec.Cell item={item} context={context} /> }));

  return (
    <div className="content-list" data-kind={kind} {...(detailModal ? { [DETAIL_MODAL_ATTRIBUTE]: '' } : {})} onClick={detailModal ? openDetailOnClick : undefined}>
      {tabs && <LayoutTabs idBase={idBase} layouts={layouts} selected={layout} onSelect={select} />}
      <div id={panelId(idBase)} className="content-list__panel" role={tabs ? 'tabpanel' : undefined} aria-labelledby={tabs ? tabId(idBase, layout) : undefined}>
        {isSlideshowLayout(layout) ? (
          <Slideshow
            idBase={idBase}
            label={label}
            slides={cells}
            type={slider ? 'slide' : slideshowType}
            slider={slider}
            autoplay={slider ? 0 : autoplay}
            onReachEnd={canLoad && !failed ? load : undefined}
          />
        ) : layout === ListLayout.Parallax ? (
          <ParallaxBands cells={cells} />
        ) : (
          <ul className={`list-items list-items--${layout}${layout === ListLayout.List && cell.showPreview ? ' list-items--with-preview' : ''}`} style={{ '--columns': String(drawn), '--tablet-columns': String(tabletColumns(drawn)), '--mobile-columns': String(mobileColumns) } as CSSProperties}>
            {cells.map((c) => (
              <li key={c.key} className="list-items__cell" style={{ '--aspect': String(c.aspect) } as CSSProperties}>
                {c.content}
              </li>
            ))}
          </ul>
        )}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {ListText.loadFailed}
        </p>
      )}
      {canLoad && !isSlideshowLayout(layout) && (
        <button ref={button} type="button" className="button button--secondary content-list__more" onClick={() => void load()} disabled={loading} aria-busy={loading}>
          {loading ? SiteText.loading : SiteText.loadMore}
        </button>
      )}
      {loading && isSlideshowLayout(layout) && <p className="content-list__loading">{SiteText.loading}</p>}
    </div>
  );
}

export default ContentList;

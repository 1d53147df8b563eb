import { useEffect, useRef, useState } from 'react';
import type { CellPart } from '../../../schema/cell-templates';
import { readRecentlyViewed, RECENTLY_VIEWED_SHOWN } from '../../../schema/recently-viewed-store';
import { browserStorage } from '../../commerce/cart-storage';
import { useDataSource } from '../../data/context';
import { RECENTLY_VIEWED_CHANGE_EVENT } from '../../detail-modal/content';
import { RECENTLY_VIEWED_ATTRIBUTE } from '../../site/detail-scripts';
import type { LinkParams } from '../../site/links';
import type { ViewedWork } from './RecentlyViewedCell';
import { RecentlyViewedSlider } from './RecentlyViewedSlider';

export interface RecentlyViewedListProps {
  idBase: string;
  title: string;
  /** The visitor's store on this site (recentlyViewedKey). */
  storageKey: string;
  isArtistSite: boolean;
  linkParams: LinkParams;
  detailModal: boolean;
  /** The site's recently viewed cell template, where it has set one. */
  parts?: CellPart[];
}

/** The work the page itself shows, on an art page (its recently viewed attribute), so the slider leaves it out. */
function pageWorkId(): number | null {
  const element = document.querySelector(`[${RECENTLY_VIEWED_ATTRIBUTE}]`);
  try {
    const id: unknown = element && JSON.parse(element.getAttribute(RECENTLY_VIEWED_ATTRIBUTE) ?? '').inventoryId;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Island: the recently viewed slider for visitors (spec §9: at most 4 works, from local storage). The
 * server draws a hidden, empty wrapper (it cannot know what this visitor viewed); in the browser it
 * reads the store, leaves out the work of the art page it is on, and stays hidden when nothing is left.
 * Each work is then asked for by id, for its price and status as they are now; one the site no longer
 * shows is dropped. It redraws when the store changes in another tab or through the detail modal.
 */
export function RecentlyViewedList({ idBase, title, storageKey, isArtistSite, linkParams, detailModal, parts }: RecentlyViewedListProps) {
  const source = useDataSource();
  const [works, setWorks] = useState<ViewedWork[]>([]);
  const asked = useRef(new Set<number>());
  // Works the site no longer shows: left out from then on.
  const gone = useRef(new Set<number>());

  useEffect(() => {
    const own = pageWorkId();
    const read = () => {
      const entries = readRecentlyViewed(browserStorage()?.getItem(storageKey))
        .filter((e) => e.inventoryId !== own && !gone.current.has(e.inventoryId))
        .slice(0, RECENTLY_VIEWED_SHOWN)
        .map(({ viewedAt: _viewedAt, ...entry }) => entry);
      setWorks((before) => entries.map((entry) => ({ entry, item: before.find((w) => w.entry.inventoryId === entry.inventoryId)?.item ?? null })));
      for (const { inventoryId } of entries) {
        if (!source || asked.current.has(inventoryId)) continue;
        asked.current.add(inventoryId);
        source.getInventory(inventoryId).then(
          (item) => {
            if (!item) gone.current.add(inventoryId);
            setWorks((now) => (item ? now.map((w) => (w.entry.inventoryId === inventoryId ? { ...w, item } : w)) : now.filter((w) => w.entry.inventoryId !== inventoryId)));
          },
          // Not had now (offline, a slow server): the cell stays as stored, without a price, and is asked for again on the next change.
          () => asked.current.delete(inventoryId),
        );
      }
    };
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKey) read();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(RECENTLY_VIEWED_CHANGE_EVENT, read);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(RECENTLY_VIEWED_CHANGE_EVENT, read);
    };
  }, [source, storageKey]);

  if (works.length === 0) return <div className="recently-viewed" hidden />;
  return <RecentlyViewedSlider idBase={idBase} title={title} works={works} isArtistSite={isArtistSite} linkParams={linkParams} detailModal={detailModal} parts={parts} />;
}

export default RecentlyViewedList;

import type { Db } from '../../db/client';
import { announceSiteChange } from '../../db/site-changes';
import { bumpStockVersion } from '../commerce/settle';
import { searchTermsMayHaveGone } from './search-terms';

/**
 * After an edit of a site's content (a work, an artist, a show, a post): the pages and lists kept for
 * it, in this process and in every other one, are stale. The stock version is part of their keys. Words
 * the edit took out of the site's search documents leave its search vocabulary a little later.
 */
export async function contentChanged(db: Db, siteId: number): Promise<void> {
  await bumpStockVersion(db, siteId);
  announceSiteChange(db, siteId);
  searchTermsMayHaveGone(siteId);
}

import { Hono } from 'hono';
import { searchQuerySchema } from '../../schema';
import type { AppDeps } from '../http/env';
import { readQuery } from '../http/errors';
import { searchSite } from '../services/content';
import { requireContentSite, requireSite, siteLookup } from '../services/sites';

/**
 * GET /api/search?q=&type=&limit=&offset=: a page of one search tab, for the search page's further
 * pages. Not kept like the lists are: every visitor types something else, and a cache of them would
 * only push the lists out.
 */
export function searchRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  app.get('/search', async (c) => {
    const query = readQuery(c, searchQuerySchema);
    const site = await requireSite(db, siteLookup(config, c.req.header('host'), query.sub));
    // The content may be another site's (dataSub); which tabs there are is this site's.
    const content = await requireContentSite(db, site, query.dataSub);
    return c.json(await searchSite(db, { siteId: content.id, userType: site.userType }, query));
  });
  return app;
}

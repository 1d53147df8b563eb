import { Hono } from 'hono';
import { artistListQuerySchema, inventoryListQuerySchema } from '../../schema';
import type { AppDeps } from '../http/env';
import { readQuery } from '../http/errors';
import { listArtists, listInventory } from '../services/catalogue';
import { requireSite, siteLookup } from '../services/sites';

/** Public content lists the visitor islands page through, under /api. */
export function contentRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();

  app.get('/inventory', async (c) => {
    const query = readQuery(c, inventoryListQuerySchema);
    const site = await requireSite(db, siteLookup(config, c.req.header('host'), query.sub));
    return c.json(await listInventory(db, site.id, query));
  });

  app.get('/artists', async (c) => {
    const query = readQuery(c, artistListQuerySchema);
    const site = await requireSite(db, siteLookup(config, c.req.header('host'), query.sub));
    return c.json(await listArtists(db, site.id, query));
  });

  return app;
}

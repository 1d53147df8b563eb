import { Hono, type Context } from 'hono';
import { ErrorCode, INBOX_BOXES, inboxCsvQuerySchema, inboxMarkSchema, inboxQuerySchema, inboxReplySchema, isRowId, pagePasswordRequestSchema, type InboxBox } from '../../schema';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, readJson, readQuery } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { inboxCounts, listFollows, listInquiries, listOffers, listSubscriptions, markRecord } from '../services/forms/inbox';
import { subscribersCsv } from '../services/forms/inbox-csv';
import { replyTo } from '../services/forms/inbox-reply';
import { listPagePasswords, setPagePassword } from '../services/forms/page-access';

function boxOf(c: Context, replies = false): InboxBox {
  const box = c.req.param('box') ?? '';
  const known = (replies ? ['inquiries', 'offers'] : INBOX_BOXES) as readonly string[];
  if (!known.includes(box)) throw new HttpError(404, ErrorCode.NotFound, `There is no inbox called "${box.slice(0, 40)}".`);
  return box as InboxBox;
}

function idOf(c: Context): number {
  const id = c.req.param('id') ?? '';
  if (!isRowId(id)) throw new HttpError(404, ErrorCode.NotFound, 'There is no such message in this inbox.');
  return Number(id);
}

/**
 * The owner's inbox and protected pages' passwords, under /api/owner (mounted before the back office).
 * Every call is the session's site's: another site's record answers 404 as if it did not exist.
 */
export function formsOwnerRoutes({ db }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/inbox/*', requireOwner(db));
  app.use('/pages/*', requireOwner(db));
  const site = (c: Context<AppEnv>) => c.get('owner').site;

  app.get('/inbox/counts', async (c) => c.json(await inboxCounts(db, site(c).id)));

  app.get('/inbox/:file{(subscriptions|follows)\\.csv}', async (c) => {
    const box = c.req.param('file').replace('.csv', '') as 'subscriptions' | 'follows';
    const { status } = readQuery(c, inboxCsvQuerySchema);
    const csv = await subscribersCsv(db, site(c).id, box, status);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${site(c).subdomain}-${box}.csv"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/inbox/:box', async (c) => {
    const box = boxOf(c);
    const query = readQuery(c, inboxQuerySchema);
    const id = site(c).id;
    switch (box) {
      case 'inquiries':
        return c.json(await listInquiries(db, id, query));
      case 'offers':
        return c.json(await listOffers(db, id, query));
      case 'subscriptions':
        return c.json(await listSubscriptions(db, id, query));
      case 'follows':
        return c.json(await listFollows(db, id, query));
    }
  });

  app.patch('/inbox/:box/:id', async (c) => {
    const box = boxOf(c);
    const id = idOf(c);
    const { isRead } = await readJson(c, inboxMarkSchema);
    return c.json(await markRecord(db, site(c).id, box, id, isRead));
  });

  app.post('/inbox/:box/:id/reply', async (c) => {
    const box = boxOf(c, true) as 'inquiries' | 'offers';
    const id = idOf(c);
    const reply = await readJson(c, inboxReplySchema);
    return c.json(await replyTo(db, site(c), box, id, reply));
  });

  app.get('/pages/passwords', async (c) => c.json({ pages: await listPagePasswords(db, site(c).id) }));

  app.put('/pages/:pageId/password', async (c) => {
    const pageId = c.req.param('pageId');
    if (pageId.length > 64) throw new HttpError(404, ErrorCode.NotFound, 'There is no such page in this site.');
    const { password } = await readJson(c, pagePasswordRequestSchema);
    return c.json(await setPagePassword(db, site(c).id, pageId, password));
  });

  return app;
}

import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../http/env';
import { ownerFromToken, SESSION_COOKIE } from '../services/auth';
import { renderMailboxPage, siteMailbox, siteTextMessages } from '../services/mail/mailbox';

/**
 * GET /dev/mailbox: the signed-in owner's outbox as a page. It holds buyers' addresses and orders,
 * so it is never public: without a session the browser goes to the builder's sign-in. `?to=` shows only
 * the mails to one address.
 */
export function mailboxRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();

  app.get('/dev/mailbox', async (c) => {
    const owner = await ownerFromToken(db, getCookie(c, SESSION_COOKIE));
    if (!owner) return c.redirect('/editor', 302);
    // An address to look up (the page's search form); anything longer than an address can be is no address.
    const to = c.req.query('to')?.trim().slice(0, 320) || null;
    const [rows, texts] = await Promise.all([siteMailbox(db, owner.site.id, to), siteTextMessages(db, owner.site.id)]);
    c.header('Cache-Control', 'no-store');
    return c.html(renderMailboxPage({ company: owner.site.company, rows, texts, to, smtpConfigured: config.smtpUrl !== null }));
  });

  return app;
}

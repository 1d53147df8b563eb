import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  artistSubscriptionRequestSchema,
  challengeRequestSchema,
  contactRequestSchema,
  FormPath,
  HONEYPOT_FIELD,
  offerRequestSchema,
  PageType,
  shareEmailRequestSchema,
  shareSmsRequestSchema,
  subscriptionRequestSchema,
  type FormAccepted,
  type Page,
  type RateFamily,
} from '../../schema';
import { API_BODY_LIMIT, readBody } from '../http/body';
import type { AppDeps } from '../http/env';
import { HttpError, parseInput, readJson } from '../http/errors';
import { clientIp, requestProtocol } from '../http/forwarded';
import { altchaBotCheck, couldNotVerify, forgetExpiredBotChecks } from '../services/forms/bot-check';
import type { FormSite } from '../services/forms/common';
import { createInquiry } from '../services/forms/inquiries';
import { createOffer } from '../services/forms/offers';
import { answerChallenge } from '../services/forms/page-access';
import { limitAddress, sweepNowAndThen } from '../services/forms/rate-limit';
import { shareByEmail, shareBySms } from '../services/forms/shares';
import { outboxSmsSender } from '../services/forms/sms';
import { confirmSubscription, describeSubscriptionLink, followArtist, subscribeToList, unsubscribe } from '../services/forms/subscriptions';
import { requireSite, siteLookup, type SiteRow } from '../services/sites';
import { plainPage } from './site';

/** Every public form: the site it names, its bot-check solution and its honeypot. */
type PublicForm = { Sub: string; Robots: string; [HONEYPOT_FIELD]?: string };

/**
 * The visitor forms under /api (storefront spec §7): the bot check's challenge, inquiries, offers,
 * shares, subscriptions and follows, and protected pages' passwords. Each call is counted against its
 * family's per-address limit before anything else is read, then validated, then its bot-check solution
 * verified (once only), and only then handled.
 */
export function formsRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  const botCheck = altchaBotCheck(db);
  const sms = outboxSmsSender(db);
  const ip = (c: Context) => clientIp(c, config.trustProxy);

  /**
   * The site's addresses for mails. The Host header is the visitor's to choose, so it is used only when
   * it is the product's own host or one of its subdomains; otherwise the site's subdomain address.
   */
  function formSite(c: Context, site: SiteRow): FormSite {
    const protocol = requestProtocol(c, config.trustProxy);
    const host = (c.req.header('host') ?? '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    const root = config.rootHost.toLowerCase();
    const ours = /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) && (hostname === root || hostname.endsWith(`.${root}`));
    const origin = ours ? `${protocol}://${host}` : `${protocol}://${site.subdomain}.${root}${/:\d{1,5}$/.exec(host)?.[0] ?? ''}`;
    const bySub: Record<string, string> = ours && siteLookup(config, host, undefined).subdomain !== site.subdomain ? { sub: site.subdomain } : {};
    return {
      db,
      site,
      siteUrl(path, params = {}) {
        const query = new URLSearchParams({ ...params, ...bySub }).toString();
        return `${origin}${path}${query ? `?${query}` : ''}`;
      },
      inboxUrl: `${origin}${FormPath.ownerInbox}`,
      visitorAddress: ip(c),
    };
  }

  function publicForm<S extends z.ZodType<PublicForm>>(path: string, family: RateFamily, schema: S, handle: (form: FormSite, request: z.infer<S>) => Promise<FormAccepted>) {
    app.post(path, async (c) => {
      await limitAddress(db, family, ip(c));
      const request = await readJson(c, schema);
      if (request[HONEYPOT_FIELD]) throw couldNotVerify();
      const site = await requireSite(db, siteLookup(config, c.req.header('host'), request.Sub));
      await botCheck.verify(request.Robots);
      return c.json(await handle(formSite(c, site), request));
    });
  }

  app.get('/altcha/challenge', async (c) => {
    await limitAddress(db, 'challenge', ip(c));
    sweepNowAndThen(db, forgetExpiredBotChecks);
    return c.json(await botCheck.challenge(), 200, { 'Cache-Control': 'no-store' });
  });

  publicForm('/contacts', 'contacts', contactRequestSchema, createInquiry);
  publicForm('/offers', 'offers', offerRequestSchema, createOffer);
  publicForm('/shares/email', 'shares', shareEmailRequestSchema, shareByEmail);
  publicForm('/shares/sms', 'shares', shareSmsRequestSchema, (form, request) => shareBySms(form, sms, request));
  publicForm('/subscriptions', 'subscriptions', subscriptionRequestSchema, subscribeToList);
  publicForm('/subscriptions/artists', 'subscriptions', artistSubscriptionRequestSchema, followArtist);

  /** Where a protected page is, for the password form's redirect back to it. */
  function pageAddress(c: Context, site: SiteRow, page: Page, invalid: boolean): string {
    const params = new URLSearchParams();
    if (siteLookup(config, c.req.header('host'), undefined).subdomain !== site.subdomain) params.set('sub', site.subdomain);
    if (invalid) params.set('password', 'invalid');
    const path = page.type === PageType.Home || !page.slug ? '/' : `/${page.slug}`;
    return `${path}${params.size ? `?${params}` : ''}`;
  }

  /**
   * A protected page's password, as JSON from a script, or as a form from the password page without
   * JavaScript: that one is answered with a redirect back to the page (open now, or showing 'Invalid
   * password.'), and its refusals as a plain page rather than JSON.
   */
  app.post('/challenges', async (c) => {
    const isForm = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
    try {
      await limitAddress(db, 'challenges', ip(c));
      const request = isForm
        ? parseInput(challengeRequestSchema, Object.fromEntries(new URLSearchParams(await readBody(c, API_BODY_LIMIT))))
        : await readJson(c, challengeRequestSchema);
      const site = await requireSite(db, siteLookup(config, c.req.header('host'), request.Sub));
      const { page, cookie } = await answerChallenge(db, site, request.PageId, request.Challenge, ip(c));
      if (cookie) {
        setCookie(c, cookie.name, cookie.value, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          maxAge: cookie.maxAgeSeconds,
          secure: requestProtocol(c, config.trustProxy) === 'https',
        });
      }
      if (isForm) return c.redirect(pageAddress(c, site, page, !cookie), 303);
      return c.json({ isAuthenticated: cookie !== null });
    } catch (error) {
      if (!isForm || !(error instanceof HttpError)) throw error;
      return c.html(plainPage(error.status === 429 ? 'Please wait' : 'This page could not be opened', error.message), error.status as 400, error.headers);
    }
  });

  return app;
}

/**
 * The subscription mails' links: GET pages on the site that say in plain words what the link does, with
 * a button that does it (a POST to the same address); no sign-in needed.
 */
export function subscriptionLinkRoutes({ db }: AppDeps): Hono {
  const app = new Hono();
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  // Opening a link changes nothing (mail scanners open them all): its page's button posts it.
  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get(`/subscriptions/${action}`, async (c) => {
      const outcome = await describeSubscriptionLink(db, action, c.req.query('token'));
      return c.html(plainPage(outcome.title, outcome.message, outcome.button), outcome.status, noStore);
    });
    app.post(`/subscriptions/${action}`, async (c) => {
      const outcome = await (action === 'confirm' ? confirmSubscription : unsubscribe)(db, c.req.query('token'));
      return c.html(plainPage(outcome.title, outcome.message), outcome.status, noStore);
    });
  }
  return app;
}

import { and, eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  FormRefusal,
  FormText,
  showIdOfOrigin,
  type ArtistSubscriptionRequest,
  type FormAccepted,
  type SubscriptionRequest,
} from '../../../schema';
import type { Db } from '../../db/client';
import { artists, outbox, shows, sites, subscriptions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { confirmSubscriptionMail } from '../mail/form-mails';
import { storedAddress, type FormSite } from './common';
import { limitRecipient } from './rate-limit';
import { serverSecret, sign, signatureMatches } from './secrets';

/**
 * The mailing list and artist follows, with double opt-in: a subscription is 'pending' until the
 * visitor follows the signed link mailed to them, and any mail carries a signed unsubscribe link
 * that works without signing in. Signing again while confirmed changes nothing and mails nothing.
 */

/** How long a confirmation link works. */
const CONFIRM_DAYS = 7;

type LinkAction = 'confirm' | 'unsubscribe';

function linkText(action: LinkAction, id: number, email: string, expires: number | null): string {
  return `${action}|${id}|${email.toLowerCase()}|${expires ?? ''}`;
}

/** A link token: the subscription id, when it stops working (confirm only), and a signature over both and the address. */
export async function linkToken(db: Db, action: LinkAction, id: number, email: string, now = Date.now()): Promise<string> {
  const expires = action === 'confirm' ? Math.floor(now / 1000) + CONFIRM_DAYS * 86_400 : null;
  const signature = sign(await serverSecret(db, 'subscription-links'), linkText(action, id, email, expires));
  return [id, expires ?? '', signature].join('.');
}

interface Subscriber {
  artistId: number | null;
  artistName: string | null;
  email: string;
  name: string | null;
  phone: string | null;
  address: ReturnType<typeof storedAddress>;
  origin: string | null;
  showId: number | null;
  referrer: string | null;
  utm: string | null;
}

/**
 * Adds the subscriber, or brings an existing row (same site, artist and address) up to date. Mails the
 * confirmation unless the subscription is confirmed already; one that was unsubscribed starts again.
 */
async function subscribe(form: FormSite, s: Subscriber): Promise<void> {
  const { db, site } = form;
  const details = { name: s.name, phone: s.phone, address: s.address, origin: s.origin, showId: s.showId, referrer: s.referrer, utm: s.utm };
  const [inserted] = await db
    .insert(subscriptions)
    .values({ siteId: site.id, artistId: s.artistId, artistName: s.artistName, email: s.email, ...details })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id, status: subscriptions.status });
  let row = inserted;
  if (!row) {
    // Details the visitor left out are kept from before.
    const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null));
    [row] = await db
      .update(subscriptions)
      .set({
        ...given,
        status: sql`case when ${subscriptions.status} = 'confirmed' then 'confirmed' else 'pending' end`,
        unsubscribedAt: sql`case when ${subscriptions.status} = 'confirmed' then ${subscriptions.unsubscribedAt} else null end`,
      })
      .where(
        and(
          eq(subscriptions.siteId, site.id),
          sql`coalesce(${subscriptions.artistId}, 0) = ${s.artistId ?? 0}`,
          sql`lower(${subscriptions.email}) = lower(${s.email})`,
        ),
      )
      .returning({ id: subscriptions.id, status: subscriptions.status });
  }
  if (row.status === 'confirmed') return;
  await limitRecipient(db, site.id, s.email);
  const mail = confirmSubscriptionMail(s.email, {
    company: site.company,
    artistName: s.artistName,
    confirmUrl: form.siteUrl('/subscriptions/confirm', { token: await linkToken(db, 'confirm', row.id, s.email) }),
    unsubscribeUrl: form.siteUrl('/subscriptions/unsubscribe', { token: await linkToken(db, 'unsubscribe', row.id, s.email) }),
  });
  await db.insert(outbox).values({ siteId: site.id, ...mail });
}

/** POST /api/subscriptions; an Origin of 'show/{showId}' records the site's show it was made on. */
export async function subscribeToList(form: FormSite, request: SubscriptionRequest): Promise<FormAccepted> {
  const named = showIdOfOrigin(request.Origin);
  const [show] = named
    ? await form.db.select({ id: shows.id }).from(shows).where(and(eq(shows.id, named), eq(shows.siteId, form.site.id))).limit(1)
    : [];
  await subscribe(form, {
    artistId: null,
    artistName: null,
    email: request.Email,
    name: request.Name ?? null,
    phone: request.Phone ?? null,
    address: storedAddress(request),
    origin: request.Origin ?? null,
    showId: show?.id ?? null,
    referrer: request.Referrer ?? null,
    utm: request.Utm ?? null,
  });
  return { message: FormText.subscribed };
}

/** POST /api/subscriptions/artists: follow one of the site's artists. */
export async function followArtist(form: FormSite, request: ArtistSubscriptionRequest): Promise<FormAccepted> {
  const [artist] = await form.db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(and(eq(artists.id, request.ArtistId), eq(artists.siteId, form.site.id)))
    .limit(1);
  if (!artist) throw new HttpError(404, ErrorCode.NotFound, FormRefusal.noSuchArtist);
  await subscribe(form, {
    artistId: artist.id,
    artistName: artist.name,
    email: request.Email,
    name: request.Name ?? null,
    phone: null,
    address: null,
    origin: null,
    showId: null,
    referrer: request.Referrer ?? null,
    utm: request.Utm ?? null,
  });
  return { message: FormText.following };
}

export interface LinkOutcome {
  title: string;
  message: string;
  status: 200 | 400;
  /** The button that carries the link's step out (a POST to the same address), when it is still to be taken. */
  button?: string;
}

const BROKEN: LinkOutcome = {
  title: 'This link does not work',
  message: 'The link is incomplete or was changed. Please use the whole link from the mail.',
  status: 400,
};

/** The subscription a link names, once its signature (and for confirm links, its date) holds. */
async function subscriptionOfLink(db: Db, action: LinkAction, token: string | undefined) {
  const m = /^([1-9][0-9]{0,9})\.([0-9]{0,12})\.([A-Za-z0-9_-]{10,100})$/.exec(token ?? '');
  if (!m || Number(m[1]) > 2_147_483_647) return { row: null, expired: false };
  const id = Number(m[1]);
  const expires = m[2] ? Number(m[2]) : null;
  const [row] = await db
    .select({ id: subscriptions.id, email: subscriptions.email, status: subscriptions.status, artistName: subscriptions.artistName, company: sites.company })
    .from(subscriptions)
    .innerJoin(sites, eq(sites.id, subscriptions.siteId))
    .where(eq(subscriptions.id, id));
  if (!row || !signatureMatches(await serverSecret(db, 'subscription-links'), linkText(action, id, row.email, expires), m[3])) return { row: null, expired: false };
  if (action === 'confirm' && (expires === null || expires < Date.now() / 1000)) return { row, expired: true };
  return { row, expired: false };
}

const wanted = (row: { artistName: string | null; company: string }) => (row.artistName ? `news of ${row.artistName} from ${row.company}` : `mail from ${row.company}`);

/**
 * GET of a mail's link: what it would do, with the button that does it. Mail scanners and link
 * previews open every link in a mail, so opening one must change nothing: a scanner would otherwise
 * confirm a subscription nobody asked for (the double opt-in's whole point) or unsubscribe a reader.
 * A step already taken is said as done.
 */
export async function describeSubscriptionLink(db: Db, action: LinkAction, token: string | undefined): Promise<LinkOutcome> {
  const { row, expired } = await subscriptionOfLink(db, action, token);
  if (!row) return BROKEN;
  if (action === 'confirm') {
    if (expired) return EXPIRED;
    if (row.status === 'confirmed') return confirmedOutcome(row);
    return { title: 'Confirm your subscription', message: `Confirm that ${row.email} should receive ${wanted(row)}.`, status: 200, button: 'Confirm subscription' };
  }
  if (row.status === 'unsubscribed') return unsubscribedOutcome(row);
  return { title: 'Unsubscribe', message: `Stop sending ${wanted(row)} to ${row.email}?`, status: 200, button: 'Unsubscribe' };
}

const EXPIRED: LinkOutcome = { title: 'This link has expired', message: 'Confirmation links work for 7 days. Please subscribe again to get a new one.', status: 400 };
const confirmedOutcome = (row: { artistName: string | null }): LinkOutcome => ({ title: 'Subscription confirmed', message: row.artistName ? FormText.following : FormText.subscribed, status: 200 });
const unsubscribedOutcome = (row: { email: string; artistName: string | null; company: string }): LinkOutcome => ({
  title: 'You are unsubscribed',
  message: `${row.email} will receive no more ${wanted(row)}.`,
  status: 200,
});

/** POST /subscriptions/confirm?token=: the double opt-in's second step, from the button of the link's page. */
export async function confirmSubscription(db: Db, token: string | undefined): Promise<LinkOutcome> {
  const { row, expired } = await subscriptionOfLink(db, 'confirm', token);
  if (!row) return BROKEN;
  if (expired) return EXPIRED;
  await db
    .update(subscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, now())`, unsubscribedAt: null })
    .where(eq(subscriptions.id, row.id));
  return confirmedOutcome(row);
}

/** POST /subscriptions/unsubscribe?token=: works without signing in, as often as it is sent. */
export async function unsubscribe(db: Db, token: string | undefined): Promise<LinkOutcome> {
  const { row } = await subscriptionOfLink(db, 'unsubscribe', token);
  if (!row) return BROKEN;
  await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, now())` })
    .where(eq(subscriptions.id, row.id));
  return unsubscribedOutcome(row);
}

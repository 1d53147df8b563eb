import { LruCache } from '../lru-cache';
import type { SiteRow } from '../sites';
import type { CartQuery } from './cart';

/** How many priced carts a process keeps (an answer is 1 to 3 KB). */
const KEPT_CARTS = 2000;
/**
 * The longest a priced cart is kept. What it shows changes with the stock version (every sale, hold,
 * price or settings change bumps it) and at the times its rows name (a hold running out, a code
 * starting or ending); what no row names, whether any other code of the site has started or ended
 * (the promotion field is offered then), is at most this late.
 */
export const MAX_KEPT_MS = 10_000;

/**
 * Cart answers as sent, kept per process under the site's stock version and the cart asked for, so a
 * visitor's cart priced again (every visit to the cart page, every change of country) costs no query.
 * Only an answer read at the stock version the process holds for the site is kept, and only until the
 * first moment its prices or holds may change by time alone. Checkout never reads it: it prices the
 * cart again in its transaction.
 */
export class CartAnswers {
  private readonly kept = new LruCache<{ body: string; until: number }>(KEPT_CARTS);

  private key(site: Pick<SiteRow, 'id' | 'stockVersion'>, query: CartQuery): string {
    return `${site.id}|${site.stockVersion}|${JSON.stringify([query.Editions.map((e) => [e.EditionId, e.Quantity]), query.PromoCodeId ?? null, query.Country ?? null, query.State ?? null])}`;
  }

  get(site: Pick<SiteRow, 'id' | 'stockVersion'>, query: CartQuery, now = Date.now()): string | undefined {
    const key = this.key(site, query);
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (kept.until > now) return kept.body;
    this.kept.delete(key);
    return undefined;
  }

  set(site: Pick<SiteRow, 'id' | 'stockVersion'>, query: CartQuery, body: string, until: number): void {
    this.kept.set(this.key(site, query), { body, until });
  }
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { ErrorCode } from '../../../schema';
import type { Db } from '../../db/client';
import { orders, outbox, stripeEvents } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StripeKeys } from '../payments';
import { stripeClient } from '../payments/stripe-gateway';
import { refundMail } from './order-mail';
import { orderFacts } from './settle';

export interface StripeEventResult {
  received: true;
  /** The event was handled before (Stripe delivers again until it hears 2xx): nothing was done twice. */
  duplicate: boolean;
}

/**
 * A webhook event from Stripe: believed only with a valid signature over the raw body (the endpoint's
 * signing secret), and handled once, whatever the number of deliveries: its id is recorded in the same
 * transaction as what it changes. A refund made in Stripe's dashboard marks the order refunded and
 * mails the buyer, as the owner's own refund does. Holds and captures need no event: the reconciler
 * asks Stripe itself.
 */
export async function handleStripeEvent(db: Db, keys: StripeKeys, rawBody: string, signature: string | undefined): Promise<StripeEventResult> {
  if (!keys.webhookSecret) throw new HttpError(404, ErrorCode.NotFound, 'This server takes no Stripe events: STRIPE_WEBHOOK_SECRET is not set.');
  let event: Stripe.Event;
  try {
    event = stripeClient(keys).webhooks.constructEvent(rawBody, signature ?? '', keys.webhookSecret);
  } catch {
    throw new HttpError(400, ErrorCode.InvalidRequest, 'The Stripe-Signature of this event does not match its body.');
  }
  const handled = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (!fresh) return false;
    if (event.type === 'charge.refunded') await chargeRefunded(tx, event.data.object);
    return true;
  });
  return { received: true, duplicate: !handled };
}

/** A charge refunded in full outside the product: its paid or shipped order becomes refunded, once, with the buyer's mail. */
async function chargeRefunded(tx: Pick<Db, 'select' | 'update' | 'insert'>, charge: Stripe.Charge): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || !charge.refunded) return;
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: sql`now()` })
    .where(and(eq(orders.paymentReference, intentId), eq(orders.paymentProvider, 'stripe'), inArray(orders.status, ['paid', 'shipped'])))
    .returning({ id: orders.id, siteId: orders.siteId });
  if (!order) return;
  const { facts } = await orderFacts(tx, order.id);
  await tx.insert(outbox).values({ siteId: order.siteId, ...refundMail(facts) });
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutAttempts, orders, sites } from '../../db/schema';
import { forgetOldAttempts } from '../auth';
import { gatewayFor, type PaymentGateway, type PaymentSettings } from '../payments';
import { AttemptState, loadAttempt, staleAttemptIds, takeOverStale } from './attempts';
import { clearExpiredHolds } from './holds';
import { settleStale } from './settle';

/**
 * The reconciler: settles every purchase a crash left between states, by asking the payment gateway.
 * An attempt whose request died with its order written is captured and marked paid (with its mails),
 * or marked failed with its stock returned if the hold is gone; one that died before its order has its
 * hold released. Then any hold the gateway still has open that no purchase owns is released too.
 * It runs at start and every minute in every server process; taking an attempt over is one conditional
 * update, so processes running it at the same moment never settle the same attempt twice.
 */
export interface ReconcileOptions {
  leaseSeconds: number;
  /** Open holds older than this that no purchase owns are released (well past any lease). */
  orphanHoldAgeSeconds?: number;
  /** The server's provider settings (Stripe's keys), so attempts made through Stripe can be settled. */
  payments?: PaymentSettings;
  log?: (line: string) => void;
}

export interface ReconcileReport {
  settled: number;
  releasedHolds: number;
  /** Pieces whose checkout hold ran out and was cleared. */
  expiredHolds: number;
  failed: number;
}

const BATCH = 100;

export async function reconcile(db: Db, options: ReconcileOptions): Promise<ReconcileReport> {
  const log = options.log ?? ((line: string) => console.log(`[reconcile] ${line}`));
  const report: ReconcileReport = { settled: 0, releasedHolds: 0, expiredHolds: 0, failed: 0 };

  for (const id of await staleAttemptIds(db, BATCH)) {
    const attempt = await takeOverStale(db, id, options.leaseSeconds);
    if (!attempt) continue; // another process has it
    const gateway = gatewayFor(db, attempt.paymentProvider, options.payments);
    if (!gateway) {
      log(`attempt ${id}: its payment provider '${attempt.paymentProvider}' is not available; left as it is`);
      report.failed += 1;
      continue;
    }
    try {
      const before = attempt.state;
      const outcome = await settleStale(db, gateway, attempt);
      const after = await loadAttempt(db, id);
      const what =
        outcome.status === 200
          ? `hold ${after.paymentReference} captured, order ${after.orderId} marked paid and its mails queued`
          : before === AttemptState.Ordered
            ? `capture of hold ${after.paymentReference} failed (${outcome.message}); order ${after.orderId} marked failed and its stock returned`
            : `no order was written; any hold under ${attempt.gatewayKey} released`;
      log(`attempt ${id} (left ${before}): ${what}`);
      report.settled += 1;
    } catch (error) {
      log(`attempt ${id}: could not be settled now (${(error as Error).message}); it will be tried again`);
      report.failed += 1;
    }
  }

  for (const provider of await providersInUse(db)) {
    const gateway = gatewayFor(db, provider, options.payments);
    if (gateway) report.releasedHolds += await releaseOrphanHolds(db, gateway, options.orphanHoldAgeSeconds ?? 600, log);
  }
  report.expiredHolds = await clearExpiredHolds(db);
  await forgetOldAttempts(db);
  return report;
}

async function providersInUse(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ provider: sites.paymentProvider }).from(sites).where(sql`${sites.paymentProvider} is not null`);
  return rows.map((r) => r.provider!);
}

/**
 * Holds the gateway still has open that no unfinished purchase owns: left by a crash from before
 * purchases were logged as attempts, or by anything else. They are released, so no buyer's money stays held.
 */
async function releaseOrphanHolds(db: Db, gateway: PaymentGateway, ageSeconds: number, log: (line: string) => void): Promise<number> {
  const holds = await gateway.openHolds(new Date(Date.now() - ageSeconds * 1000), BATCH);
  if (!holds.length) return 0;
  const references = holds.map((h) => h.reference);
  const owned = new Set(
    [
      ...(await db
        .select({ reference: checkoutAttempts.paymentReference })
        .from(checkoutAttempts)
        .where(and(ne(checkoutAttempts.state, AttemptState.Done), inArray(checkoutAttempts.paymentReference, references)))),
      ...(await db
        .select({ reference: orders.paymentReference })
        .from(orders)
        .where(and(eq(orders.status, 'authorized'), inArray(orders.paymentReference, references)))),
    ].map((r) => r.reference),
  );
  let released = 0;
  for (const hold of holds) {
    if (owned.has(hold.reference)) continue;
    await gateway.cancel(hold.reference);
    log(`hold ${hold.reference} (${hold.amount} minor units, placed ${hold.createdAt.toISOString()}) belonged to no purchase; released`);
    released += 1;
  }
  return released;
}

export interface ReconcilerLoop {
  /** Resolves after the current pass, if one is running. */
  stop(): Promise<void>;
}

/** Runs a pass now and then every interval until stopped; a failed pass is logged and the next one tries again. */
export function startReconciler(db: Db, options: ReconcileOptions & { intervalMs: number }): ReconcilerLoop {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = reconcile(db, options)
      .then(
        (report) => {
          if (report.settled || report.releasedHolds || report.failed) {
            (options.log ?? console.log)(`[reconcile] pass done: ${report.settled} settled, ${report.releasedHolds} holds released, ${report.failed} left for later`);
          }
        },
        (error) => console.error('[reconcile] pass failed:', (error as Error).message),
      )
      .finally(() => (running = null));
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

import type { Db } from '../../db/client';
import { deliverOutbox, type DeliveryOptions } from './deliver';
import type { MailTransport } from './transport';

export interface DeliveryLoop {
  /** Stops the timer and waits for a delivery under way, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox every `intervalMs` until stopped. The next run is scheduled only when the last
 * one has finished, so runs never overlap in one process; other processes may run their own loops
 * (deliverOutbox is safe for that). The timer is unref'd: it never keeps the process alive by itself.
 */
export function startDeliveryLoop(db: Db, transport: MailTransport, options: DeliveryOptions & { intervalMs: number }): DeliveryLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = async () => {
    try {
      const { sent, failed } = await deliverOutbox(db, transport, options);
      if (failed > 0) console.error(`Mail: ${failed} of ${sent + failed} could not be sent and stay queued; the owner's /dev/mailbox shows why.`);
    } catch (error) {
      console.error('Mail delivery failed:', error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = null;
        schedule();
      });
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

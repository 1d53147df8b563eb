import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export interface SmsMessage {
  siteId: number;
  to: string;
  body: string;
}

/**
 * Where text messages go. The product keeps them in an outbox table, as it does mails; a provider's
 * adapter would deliver from there, as SMTP delivers the mail outbox.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function outboxSmsSender(db: Db): SmsSender {
  return {
    async send({ siteId, to, body }) {
      await db.insert(smsOutbox).values({ siteId, toPhone: to, body });
    },
  };
}

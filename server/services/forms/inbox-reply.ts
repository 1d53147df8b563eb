import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../schema';
import type { Db } from '../../db/client';
import { inquiries, offers, outbox } from '../../db/schema';
import { replyMail } from '../mail/form-mails';
import { ownerEmails } from './common';
import { noSuchRecord } from './inbox';

/**
 * The owner's answer to an inquiry or offer, mailed to the visitor through the outbox with what they
 * wrote quoted; the record is marked read and replied.
 */
export async function replyTo(
  db: Db,
  site: { id: number; company: string },
  box: 'inquiries' | 'offers',
  id: number,
  reply: { subject?: string; message: string },
): Promise<{ repliedAt: string }> {
  // The visitor's answer goes to the site's owners, not to the address the mail is sent from.
  const answerTo = await ownerEmails(db, site.id);
  return db.transaction(async (tx) => {
    let to: string;
    let quoted: string;
    let subject: string;
    if (box === 'inquiries') {
      const [row] = await tx.select().from(inquiries).where(and(eq(inquiries.id, id), eq(inquiries.siteId, site.id)));
      if (!row) throw noSuchRecord();
      to = row.email;
      quoted = row.message;
      subject = row.subject ?? (row.inventoryTitle ? `Your inquiry about ${row.inventoryTitle}` : `Your message to ${site.company}`);
    } else {
      const [row] = await tx.select().from(offers).where(and(eq(offers.id, id), eq(offers.siteId, site.id)));
      if (!row) throw noSuchRecord();
      to = row.email;
      quoted = `Your offer of ${formatMoney(row.amount, row.currencyCode)} for ${row.inventoryTitle} (${row.editionLabel}).`;
      subject = `Your offer for ${row.inventoryTitle}`;
    }
    const mail = replyMail(to, site.company, reply.subject?.trim() || `Re: ${subject}`, reply.message, quoted, answerTo);
    await tx.insert(outbox).values({ siteId: site.id, ...mail });
    const table = box === 'inquiries' ? inquiries : offers;
    const [updated] = await tx
      .update(table)
      .set({ repliedAt: new Date(), readAt: sql`coalesce(${table.readAt}, now())` })
      .where(eq(table.id, id))
      .returning({ repliedAt: table.repliedAt });
    return { repliedAt: updated.repliedAt!.toISOString() };
  });
}

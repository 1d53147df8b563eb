import { FormText, type FormAccepted, type ShareEmailRequest, type ShareSmsRequest } from '../../../schema';
import { outbox } from '../../db/schema';
import { shareMail, shareSmsBody } from '../mail/form-mails';
import { findWork, type FormSite } from './common';
import { limitRecipient, limitShares } from './rate-limit';
import type { SmsSender } from './sms';

/**
 * Shares of a work by mail and by SMS. The visitor picks only the recipient; the words and the link
 * are the product's. Besides the per-address limit every form has, one recipient gets at most
 * RATE_LIMITS.shareRecipientPerDay shares a day from a site, however many addresses send them; one
 * visitor sends at most RATE_LIMITS.shareSenderPerDay a day, and a site at most shareSitePerDay.
 */
export async function shareByEmail(form: FormSite, request: ShareEmailRequest): Promise<FormAccepted> {
  const work = await findWork(form, request.InventoryId);
  await limitRecipient(form.db, form.site.id, request.Email);
  await limitShares(form.db, form.site.id, form.visitorAddress);
  await form.db.insert(outbox).values({ siteId: form.site.id, ...shareMail(request.Email, form.site.company, work) });
  return { message: FormText.messageSent };
}

/** The phone's digits (and a leading +), so '555 010 0100' and '555-010-0100' count as one recipient. */
export function phoneDigits(phone: string): string {
  return `${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

export async function shareBySms(form: FormSite, sms: SmsSender, request: ShareSmsRequest): Promise<FormAccepted> {
  const work = await findWork(form, request.InventoryId);
  const to = phoneDigits(request.Phone);
  // One number, with or without its '+': counted as one recipient however the visitor writes it.
  await limitRecipient(form.db, form.site.id, to.replace(/^\+/, ''));
  await limitShares(form.db, form.site.id, form.visitorAddress);
  await sms.send({ siteId: form.site.id, to, body: shareSmsBody(form.site.company, work) });
  return { message: FormText.messageSent };
}

import { FormErrorCode, FormRefusal, FormText, type ContactRequest, type FormAccepted } from '../../../schema';
import { HttpError } from '../../http/errors';
import { inquiries, outbox } from '../../db/schema';
import { inquiryMails } from '../mail/form-mails';
import { addressLines, findWork, ownerEmails, storedAddress, type FormSite } from './common';

/**
 * POST /api/contacts: an inquiry about a work, or a contact message without one. Stored for the
 * inbox with the owners' notices in one transaction, so there is never a notice without its inquiry.
 */
export async function createInquiry(form: FormSite, request: ContactRequest): Promise<FormAccepted> {
  const { db, site } = form;
  const work = request.Id !== undefined ? await findWork(form, request.Id) : null;
  // The server keeps the rule that hides INQUIRE (canInquire), as it keeps the offers' own.
  if (work && !work.canInquire) throw new HttpError(400, FormErrorCode.InquiryRefused, FormRefusal.inquiriesClosed);
  const address = storedAddress(request);
  const price = request.Price === undefined ? null : String(request.Price).trim().slice(0, 50) || null;
  const emails = await ownerEmails(db, site.id);
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values({
      siteId: site.id,
      inventoryId: work?.inventoryId ?? null,
      inventoryTitle: work?.title ?? null,
      email: request.Email,
      name: request.Name,
      phone: request.Phone ?? null,
      subject: request.Subject ?? null,
      message: request.Message,
      price,
      address,
      referrer: request.Referrer ?? null,
      utm: request.Utm ?? null,
    });
    const mails = inquiryMails(
      {
        company: site.company,
        name: request.Name,
        email: request.Email,
        phone: request.Phone ?? null,
        subject: request.Subject ?? null,
        message: request.Message,
        price,
        address: addressLines(address),
        work,
        referrer: request.Referrer ?? null,
        utm: request.Utm ?? null,
        inboxUrl: form.inboxUrl,
      },
      emails,
    );
    if (mails.length) await tx.insert(outbox).values(mails.map((mail) => ({ siteId: site.id, ...mail })));
  });
  return { message: work ? FormText.inquirySent : FormText.submitted };
}

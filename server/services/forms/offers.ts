import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode, FormErrorCode, FormRefusal, FormText, OFFER_RULES, type FormAccepted, type OfferRequest } from '../../../schema';
import { editions, offers, outbox } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { offerMails } from '../mail/form-mails';
import { findWork, ownerEmails, type FormSite } from './common';

function refused(message: string): HttpError {
  return new HttpError(400, FormErrorCode.OfferRefused, message);
}

interface EditionRow {
  id: number;
  label: string;
  price: number;
  currencyCode: string;
  quantity: number;
  isOnHold: boolean;
  active: boolean;
}

const forSale = (e: EditionRow) => e.active && e.quantity > 0 && !e.isOnHold && e.price > 0;

/**
 * The offer's amount in minor units: the price the visitor typed (to the cent), else the percent off
 * the list price rounded to the cent, as the popup converts it (§5).
 */
export function offerAmount(request: Pick<OfferRequest, 'Price' | 'PriceFixed' | 'PricePercent'>, listPrice: number): number {
  const price = request.Price ?? request.PriceFixed;
  if (price !== undefined) return Math.round(price * 100);
  return Math.round((listPrice * (100 - (request.PricePercent ?? 0))) / 100);
}

/** Percent off the list price, rounded up (§5: price converts to a percent rounded up). */
export function percentOff(amount: number, listPrice: number): number {
  return Math.ceil(((listPrice - amount) * 100) / listPrice);
}

/**
 * POST /api/offers. Everything is worked out from the stored edition: the work must take offers (the
 * site's and the work's canReceiveOffers), the edition must be for sale, and the amount must lie
 * between OFFER_RULES.minPercentOfList percent of the list price and the list price itself.
 */
export async function createOffer(form: FormSite, request: OfferRequest): Promise<FormAccepted> {
  const { db, site } = form;
  const work = await findWork(form, request.Id);
  if (!site.canReceiveOffers || !work.canReceiveOffers) throw refused(FormRefusal.offersClosed);

  const rows: EditionRow[] = await db
    .select({
      id: editions.id,
      label: editions.label,
      price: editions.price,
      currencyCode: editions.currencyCode,
      quantity: editions.quantity,
      isOnHold: editions.isOnHold,
      active: editions.active,
    })
    .from(editions)
    .where(and(eq(editions.inventoryId, work.inventoryId), eq(editions.siteId, site.id)))
    .orderBy(asc(editions.id));
  const edition = request.EditionId !== undefined ? rows.find((e) => e.id === request.EditionId) : rows.find(forSale);
  if (request.EditionId !== undefined && !edition) throw new HttpError(404, ErrorCode.NotFound, 'There is no such edition of this work.');
  if (!edition || !forSale(edition)) throw refused(FormRefusal.offerUnavailable);

  const listPrice = edition.price;
  const amount = offerAmount(request, listPrice);
  if (amount > listPrice) throw refused(FormRefusal.offerTooHigh);
  if (amount <= 0 || amount * 100 < listPrice * OFFER_RULES.minPercentOfList) throw refused(FormRefusal.offerTooLow(OFFER_RULES.minPercentOfList));
  // An offer made as a percent keeps the visitor's percent; one made as a price gets its percent rounded up (§5).
  const byPrice = request.Price !== undefined || request.PriceFixed !== undefined;
  const off = byPrice ? percentOff(amount, listPrice) : Math.ceil(request.PricePercent ?? 0);

  const emails = await ownerEmails(db, site.id);
  await db.transaction(async (tx) => {
    await tx.insert(offers).values({
      siteId: site.id,
      inventoryId: work.inventoryId,
      inventoryTitle: work.title,
      editionId: edition.id,
      editionLabel: edition.label,
      email: request.Email,
      name: request.Name,
      phone: request.Phone,
      listPrice,
      amount,
      percentOff: off,
      currencyCode: edition.currencyCode,
      referrer: request.Referrer ?? null,
      utm: request.Utm ?? null,
    });
    const mails = offerMails(
      {
        name: request.Name,
        email: request.Email,
        phone: request.Phone,
        work,
        editionLabel: edition.label,
        listPrice,
        amount,
        percentOff: off,
        currencyCode: edition.currencyCode,
        referrer: request.Referrer ?? null,
        utm: request.Utm ?? null,
        inboxUrl: form.inboxUrl,
      },
      emails,
    );
    if (mails.length) await tx.insert(outbox).values(mails.map((mail) => ({ siteId: site.id, ...mail })));
  });
  return { message: FormText.offerSent };
}

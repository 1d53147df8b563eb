import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode, FormRefusal } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, inventory, owners, ownerSites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { SiteRow } from '../sites';
import type { WorkFacts } from '../mail/form-mails';

/** What every form service is given: the database, the site, and how to write the site's addresses. */
export interface FormSite {
  db: Db;
  site: SiteRow;
  /** An absolute address of the site as the visitor reached it ('/art/12' -> 'https://demo.example/art/12'). */
  siteUrl(path: string, params?: Record<string, string>): string;
  /** Where the owner reads the inbox (the builder), for the notices' links. */
  inboxUrl: string;
  /** The visitor's address, as the per-address limits count it. */
  visitorAddress: string;
}

export interface Work extends WorkFacts {
  canReceiveOffers: boolean;
  canInquire: boolean;
}

/** An active work of the site, or 404. */
export async function findWork(form: FormSite, inventoryId: number): Promise<Work> {
  const [row] = await form.db
    .select({
      inventoryId: inventory.id,
      title: inventory.title,
      sku: inventory.sku,
      artistName: artists.name,
      canReceiveOffers: inventory.canReceiveOffers,
      canInquire: inventory.canInquire,
    })
    .from(inventory)
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .where(and(eq(inventory.id, inventoryId), eq(inventory.siteId, form.site.id), eq(inventory.active, true)))
    .limit(1);
  if (!row) throw new HttpError(404, ErrorCode.NotFound, FormRefusal.noSuchWork);
  return { ...row, url: form.siteUrl(`/art/${row.inventoryId}`) };
}

/** The addresses of the site's owners, who get its notices. */
export async function ownerEmails(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ email: owners.email })
    .from(ownerSites)
    .innerJoin(owners, eq(owners.id, ownerSites.ownerId))
    .where(eq(ownerSites.siteId, siteId))
    .orderBy(asc(ownerSites.id));
  return rows.map((r) => r.email);
}

export interface AddressFields {
  AddressLineOne?: string;
  AddressLineTwo?: string;
  City?: string;
  State?: string;
  Zip?: string;
  Country?: string;
}

export interface StoredAddress {
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

/** The address as stored, or null when none of it was given. */
export function storedAddress(f: AddressFields): StoredAddress | null {
  const address = {
    addressLineOne: f.AddressLineOne ?? null,
    addressLineTwo: f.AddressLineTwo ?? null,
    city: f.City ?? null,
    state: f.State ?? null,
    zip: f.Zip ?? null,
    country: f.Country ?? null,
  };
  return Object.values(address).some((v) => v) ? address : null;
}

/** The address as lines for a mail. */
export function addressLines(a: StoredAddress | null): string[] {
  if (!a) return [];
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.addressLineOne, a.addressLineTwo, cityLine, a.country].filter((l): l is string => !!l);
}

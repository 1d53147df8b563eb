import { eq, sql } from 'drizzle-orm';
import { UserType, type SiteSettings, type SiteSettingsPatch } from '../../../schema';
import type { Db } from '../../db/client';
import { announceSiteChange } from '../../db/site-changes';
import { sites } from '../../db/schema';
import type { SiteRow } from '../sites';

/**
 * The options kept on the site's row rather than in its document: the site type and whether visitors
 * may download images and make offers. They are not drafted and published; a change is live at once.
 */

const settingsColumns = { userType: sites.userType, canDownloadImages: sites.canDownloadImages, canReceiveOffers: sites.canReceiveOffers };

/** The options as the API answers them: any stored site type other than artist is a gallery. */
export function siteSettingsOf(row: Pick<SiteRow, 'userType' | 'canDownloadImages' | 'canReceiveOffers'>): SiteSettings {
  return {
    userType: row.userType === UserType.Artist ? UserType.Artist : UserType.Gallery,
    canDownloadImages: row.canDownloadImages,
    canReceiveOffers: row.canReceiveOffers,
  };
}

/**
 * Changes the options of one site. Visitor pages and public lists are cached under the site's stock
 * version, and each option changes what they show (artist names, the images-protected class, the offer
 * button), so the same update bumps it: the next request in every process renders afresh.
 */
export async function updateSiteSettings(db: Db, siteId: number, patch: SiteSettingsPatch): Promise<SiteSettings> {
  const [row] = await db
    .update(sites)
    .set({ ...patch, stockVersion: sql`${sites.stockVersion} + 1` })
    .where(eq(sites.id, siteId))
    .returning(settingsColumns);
  announceSiteChange(db, siteId);
  return siteSettingsOf(row);
}

import { z } from 'zod';

/**
 * The site's analytics and ad pixel ids (site.analytics). With an id set, each visitor page counts its
 * view there and a purchase sends its conversion event (storefront spec §4: currency USD), once the
 * visitor has accepted cookies.
 */

/** A Google Analytics 4 measurement id, e.g. G-ABC123XYZ9. */
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;
/** A Meta (Facebook) pixel id: digits. */
export const META_PIXEL_ID_PATTERN = /^[0-9]{6,20}$/;

export const analyticsSchema = z.object({
  ga4MeasurementId: z.string().regex(GA4_ID_PATTERN, 'A GA4 measurement id reads G- and then letters and digits.').optional(),
  metaPixelId: z.string().regex(META_PIXEL_ID_PATTERN, 'A Meta pixel id is 6 to 20 digits.').optional(),
});
export type AnalyticsIds = z.infer<typeof analyticsSchema>;

export { ANALYTICS_CURRENCY } from './commerce-constants';

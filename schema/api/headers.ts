/** The request headers the builder's calls carry (plain constants, for code that needs no schema). */

/** An upload's file name (raw body uploads to /api/media). */
export const MEDIA_NAME_HEADER = 'x-file-name';

/**
 * The site a builder tab has open, sent with its changes: after a switch in another tab the session
 * is on another site, and a change meant for the first one is refused rather than made to the second.
 */
export const SITE_HEADER = 'X-Site';

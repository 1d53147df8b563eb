/**
 * The share dialog's links (storefront spec §2): a social sharing site carrying the page address, and a
 * pinboard site carrying the page address, the first image and the page description.
 */
export function socialShareHref(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

export function pinboardHref(pageUrl: string, imageUrl: string | null, description: string): string {
  const params = new URLSearchParams({ url: pageUrl });
  if (imageUrl) params.set('media', imageUrl);
  if (description) params.set('description', description);
  return `https://www.pinterest.com/pin/create/button/?${params.toString()}`;
}

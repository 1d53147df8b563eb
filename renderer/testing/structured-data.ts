/**
 * Test support: the JSON-LD blocks of a rendered page, parsed, and a check of each against what its
 * schema.org type needs (the properties search engines require for it, with well-formed values).
 */

export type LdNode = Record<string, unknown> & { '@type': string };

export function jsonLdOf(html: string): LdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as LdNode);
}

const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v));
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const REQUIRED: Record<string, Record<string, (v: unknown) => boolean>> = {
  ItemList: { itemListElement: (v) => Array.isArray(v) && v.length > 0 },
  VisualArtwork: { name: isText, url: isAbsoluteUrl },
  Person: { name: isText, url: isAbsoluteUrl },
  ExhibitionEvent: { name: isText, url: isAbsoluteUrl, startDate: isIsoDate, location: (v) => typeof v === 'object' && v !== null && isText((v as LdNode).name) },
  BlogPosting: { headline: isText, url: isAbsoluteUrl, datePublished: isIsoDate, author: (v) => typeof v === 'object' && v !== null && isText((v as LdNode).name) },
};

/** What is wrong with a node: a missing or malformed required property, a bad list item or offer; [] when it is fine. */
export function structuredDataProblems(node: LdNode): string[] {
  const problems: string[] = [];
  if (node['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const required = REQUIRED[node['@type']];
  if (!required) return [...problems, `unexpected @type ${node['@type']}`];
  for (const [key, ok] of Object.entries(required)) if (!ok(node[key])) problems.push(`${node['@type']}.${key} is missing or malformed`);
  if (node['@type'] === 'ItemList') {
    asList(node.itemListElement).forEach((item, i) => {
      const li = item as LdNode;
      if (li['@type'] !== 'ListItem' || li.position !== i + 1 || !isAbsoluteUrl(li.url)) problems.push(`itemListElement[${i}] is not a ListItem with position ${i + 1} and an absolute url`);
    });
  }
  for (const key of ['image']) for (const url of asList(node[key])) if (!isAbsoluteUrl(url)) problems.push(`${key} ${String(url)} is not an absolute URL`);
  if (node['@type'] === 'ExhibitionEvent' && node.endDate !== undefined && !isIsoDate(node.endDate)) problems.push('ExhibitionEvent.endDate is malformed');
  for (const offer of asList(node.offers) as LdNode[]) {
    if (offer['@type'] !== 'Offer') problems.push('an offer is not an Offer');
    if (typeof offer.price !== 'string' || !/^\d+(\.\d{2})?$/.test(offer.price)) problems.push(`Offer.price ${String(offer.price)} is not a decimal`);
    if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) problems.push('Offer.priceCurrency is not an ISO 4217 code');
    if (typeof offer.availability !== 'string' || !offer.availability.startsWith('https://schema.org/')) problems.push('Offer.availability is not a schema.org ItemAvailability');
  }
  return problems;
}

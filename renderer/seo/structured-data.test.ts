import { describe, expect, it } from 'vitest';
import { artistFixture, postFixture, showFixture } from '../testing/content-fixtures';
import { edition, item, site } from '../testing/fixtures';
import { structuredDataProblems, type LdNode } from '../testing/structured-data';
import { jsonLdTags, scriptSafeJson } from './json-ld';
import { blogPostingLd, exhibitionEventLd, itemListLd, offerPrice, personLd, visualArtworkLd, type LdContext } from './structured-data';
import { canonicalUrl } from './urls';

const ctx: LdContext = { origin: 'https://harbour.example', linkParams: {}, site: site() };
const bySub: LdContext = { ...ctx, linkParams: { sub: 'harbour', layout: 'novara', dataSub: 'other' } };

const artist = artistFixture();
const show = showFixture();
const post = postFixture();

const valid = (node: LdNode) => expect(structuredDataProblems(node)).toEqual([]);

describe('structured data builders', () => {
  it('lists items as links from the base URL, path and id, keeping only sub of the link parameters', () => {
    const list = itemListLd(bySub, 'art', [12, 5]);
    valid(list as LdNode);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://harbour.example/art/12?sub=harbour' },
      { '@type': 'ListItem', position: 2, url: 'https://harbour.example/art/5?sub=harbour' },
    ]);
  });

  it('offers a priced, available artwork at its price, and no offer for one that cannot be bought', () => {
    const priced = visualArtworkLd(ctx, item({ inventoryId: 12 }));
    valid(priced as LdNode);
    expect(priced).toMatchObject({
      '@type': 'VisualArtwork',
      name: 'Harbour at Dusk',
      url: 'https://harbour.example/art/12',
      image: ['https://harbour.example/img/w_1200/9001.jpg'],
      creator: { '@type': 'Person', name: 'Mary Cassatt', url: 'https://harbour.example/artist/7' },
      dateCreated: '1921',
      artMedium: 'Oil on canvas',
      height: { '@type': 'QuantitativeValue', value: 30, unitCode: 'INH' },
      offers: [{ '@type': 'Offer', price: '1200.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://harbour.example/art/12' }],
    });
    const sold = visualArtworkLd(ctx, item({ available: false, editions: [edition({ isSold: true, quantity: 0 })] }));
    expect(sold.offers).toBeUndefined();
    const unpriced = visualArtworkLd(ctx, item({ editions: [edition({ price: '', priceValue: 0 })] }));
    expect(unpriced.offers).toBeUndefined();
    valid(sold as LdNode);
    expect(offerPrice({ priceValue: 5 })).toBe('0.05');
  });

  it('leaves a free-text date out of dateCreated', () => {
    expect(visualArtworkLd(ctx, item({ date: 'c. 1921' })).dateCreated).toBeUndefined();
  });

  it('describes an artist as a Person with the biography’s words', () => {
    const person = personLd(ctx, artist);
    valid(person as LdNode);
    expect(person).toMatchObject({ name: 'Mary Cassatt', url: 'https://harbour.example/artist/7', description: 'Painter of light & family.', sameAs: ['https://cassatt.example'], image: 'https://harbour.example/img/w_1200/31.jpg' });
  });

  it('places an exhibition at the gallery, with its dates and works', () => {
    const event = exhibitionEventLd({ ...ctx, site: site({ config: { company: 'Harbour Gallery', layout: 'classic', colors: {}, addressLineOne: '1 Quay', city: 'Bristol', zip: 'BS1', country: 'United Kingdom' } }) }, show, [item({ inventoryId: 3 })]);
    valid(event as LdNode);
    expect(event).toMatchObject({
      '@type': 'ExhibitionEvent',
      startDate: '2024-03-03',
      endDate: '2024-04-20',
      location: { '@type': 'Place', name: 'Harbour Gallery', address: { '@type': 'PostalAddress', streetAddress: '1 Quay', addressLocality: 'Bristol', postalCode: 'BS1', addressCountry: 'United Kingdom' } },
      workFeatured: [{ '@type': 'VisualArtwork', name: 'Harbour at Dusk', url: 'https://harbour.example/art/3' }],
    });
    expect((exhibitionEventLd(ctx, show, []).location as LdNode).address).toBeUndefined();
  });

  it('writes a post as a BlogPosting by the site', () => {
    const posting = blogPostingLd(ctx, post);
    valid(posting as LdNode);
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.publishedAt, description: post.excerpt, author: { '@type': 'Organization', name: 'Harbour Gallery' } });
  });

  it('finds what a node lacks', () => {
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'ExhibitionEvent', name: 'x', url: '/show/1' })).toEqual([
      'ExhibitionEvent.url is missing or malformed',
      'ExhibitionEvent.startDate is missing or malformed',
      'ExhibitionEvent.location is missing or malformed',
    ]);
  });
});

describe('JSON-LD in the page', () => {
  it('cannot be ended early by text holding </script> or an HTML comment, and parses back to the same value', () => {
    const hostile = { '@type': 'Thing', name: '</script><script>alert(1)</script><!-- & \u2028' };
    const tag = jsonLdTags([hostile]);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain('<!--');
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(hostile);
  });
});

describe('canonical address', () => {
  it('is the origin and path, with sub kept and the view parameters dropped', () => {
    expect(canonicalUrl('https://harbour.example', '/art/12?layout=novara&sub=harbour', { sub: 'harbour', layout: 'novara' })).toBe('https://harbour.example/art/12?sub=harbour');
    expect(canonicalUrl('https://harbour.example', '/?q=1', {})).toBe('https://harbour.example/');
  });
});

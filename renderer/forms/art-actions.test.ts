import { describe, expect, it } from 'vitest';
import { sampleInventoryItem } from '../data/sample';
import { artActions, formWork, offerEditions, type ArtActionsConfig } from './art-actions';

const ALL: ArtActionsConfig = { showInquire: true, showOffer: true, showShare: true, inquireRequirePhone: false, inquireRequireAddress: false, hideOnHold: false };
const open = { canReceiveOffers: true };
/** An available unique piece that takes offers. */
const work = () => ({ ...sampleInventoryItem(0), canReceiveOffers: true });
/** The sample on hold. */
const held = () => ({ ...sampleInventoryItem(4), canReceiveOffers: true });

describe('which of INQUIRE, MAKE AN OFFER and SHARE a work shows', () => {
  it('shows all three for an available work that takes offers', () => {
    const actions = artActions(work(), open, ALL);
    expect(actions.inquire).toEqual({ kind: 'popup' });
    expect(actions.share).toBe(true);
    expect(actions.offer).toEqual([{ editionId: -1, label: 'Unique', priceValue: 420000, price: '$4,200.00', currencyCode: 'USD' }]);
  });

  it('offers need the work available, and both the work and the site taking offers', () => {
    expect(artActions({ ...work(), canReceiveOffers: false }, open, ALL).offer).toBeNull();
    expect(artActions(work(), { canReceiveOffers: false }, ALL).offer).toBeNull();
    expect(artActions(sampleInventoryItem(2), open, ALL).offer).toBeNull(); // sold
    expect(artActions(held(), open, ALL).offer).toBeNull(); // on hold: no edition for sale
  });

  it('hides INQUIRE when the work cannot be inquired about, whatever its contact link', () => {
    expect(artActions({ ...work(), canInquire: false }, open, ALL).inquire).toBeNull();
    expect(artActions({ ...work(), canInquire: false, contactUrl: 'https://dealer.example/works/1' }, open, ALL).inquire).toBeNull();
  });

  it('without a contact link of its own, INQUIRE opens the site’s inquire popup', () => {
    expect(artActions(work(), open, ALL).inquire).toEqual({ kind: 'popup' });
    expect(artActions({ ...work(), contactUrl: '' }, open, ALL).inquire).toEqual({ kind: 'popup' });
  });

  it('with one, INQUIRE goes there: another site in a new window, the site’s own page in this one', () => {
    expect(artActions({ ...work(), contactUrl: 'https://dealer.example/works/1' }, open, ALL).inquire).toEqual({
      kind: 'link',
      href: 'https://dealer.example/works/1',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    const page = artActions({ ...work(), contactUrl: '/contact' }, open, ALL, undefined, { sub: 'demo' }).inquire;
    expect(page).toMatchObject({ kind: 'link' });
    expect(page && 'href' in page ? page.href : '').toMatch(/^\/contact\?inventoryId=-1&subject=Website%20inquiry%20regarding%20Morning%20Harbour.*&sub=demo$/);
    expect(page).not.toHaveProperty('target');
  });

  it('a work shown from another site (dataSub) keeps only a contact link off this site: no popup, offer or share', () => {
    const elsewhere = { sub: 'demo', dataSub: 'artist' };
    expect(artActions(work(), open, ALL, undefined, elsewhere)).toEqual({ inquire: null, offer: null, share: false });
    expect(artActions({ ...work(), contactUrl: '/contact' }, open, ALL, undefined, elsewhere).inquire).toBeNull();
    expect(artActions({ ...work(), contactUrl: 'https://dealer.example/works/1' }, open, ALL, undefined, elsewhere).inquire).toMatchObject({ kind: 'link', href: 'https://dealer.example/works/1' });
    // The same work on its own site shows all three.
    const home = artActions(work(), open, ALL, undefined, { sub: 'artist' });
    expect([home.inquire, home.offer !== null, home.share]).toEqual([{ kind: 'popup' }, true, true]);
  });

  it('a contact link that is no address a visitor can follow leaves the popup', () => {
    for (const contactUrl of ['javascript:alert(1)', '//elsewhere.example/x', 'call us']) {
      expect(artActions({ ...work(), contactUrl }, open, ALL).inquire).toEqual({ kind: 'popup' });
    }
  });

  it('hides INQUIRE while the work is on hold only when the block says hideOnHold', () => {
    expect(artActions(held(), open, ALL).inquire).toEqual({ kind: 'popup' });
    expect(artActions(held(), open, { ...ALL, hideOnHold: true }).inquire).toBeNull();
    expect(artActions({ ...held(), contactUrl: 'mailto:dealer@example.com' }, open, { ...ALL, hideOnHold: true }).inquire).toBeNull();
    expect(artActions(work(), open, { ...ALL, hideOnHold: true }).inquire).toEqual({ kind: 'popup' });
  });

  it('follows the block’s own settings', () => {
    expect(artActions(work(), open, { ...ALL, showInquire: false, showOffer: false, showShare: false })).toEqual({ inquire: null, offer: null, share: false });
    expect(artActions({ ...work(), contactUrl: '/contact' }, open, { ...ALL, showInquire: false }).inquire).toBeNull();
  });

  it('offers only editions for sale with a price', () => {
    const item = work();
    item.editions = [...item.editions, { ...item.editions[0], editionId: -9, priceValue: 0, price: '' }, { ...item.editions[0], editionId: -8, isSold: true }];
    expect(offerEditions(item).map((e) => e.editionId)).toEqual([-1]);
  });

  it('tells the popups the work’s title, artist (not on artist sites), price and first picture', () => {
    const item = { ...work(), sku: 'SA-1', images: [{ id: 7, extension: 'jpg', width: 800, height: 600, imageAlt: '' }] };
    expect(formWork(item, true)).toMatchObject({ inventoryId: -1, title: 'Morning Harbour', artistName: 'Sample Artist', sku: 'SA-1', price: '$4,200.00' });
    expect(formWork(item, true).imagePath).toMatch(/^\/img\/w_1024\/7\.jpg$/);
    expect(formWork(item, false).artistName).toBeNull();
  });

  it('describes the work for the pinboard link by the owner’s SEO description, else by its facts', () => {
    const item = work();
    expect(formWork(item, true).description).toBe('Morning Harbour, Sample Artist, Oil on canvas, 2021');
    expect(formWork({ ...item, seo: { title: null, description: ' Early light on the harbour. ' } }, true).description).toBe('Early light on the harbour.');
  });
});

import { describe, expect, it } from 'vitest';
import type { EditionRecord } from '../../../schema';
import { editionBody, editionChanged, editionDraftOf, editionName, madeEditionLabel, nextEditionDraft, setEditionOf } from './edition-draft';

const stored: EditionRecord = {
  id: 9,
  revision: 2,
  editionType: 1,
  label: 'Edition 3 of 25',
  number: '3',
  editionSize: 25,
  price: 125000,
  currencyCode: 'USD',
  prices: [{ currencyCode: 'EUR', value: 115050 }],
  quantity: 1,
  isSold: false,
  isOnHold: false,
  active: true,
  medium: null,
  framing: 'Oak',
  isFramed: true,
  mounting: null,
  dimensions: { height: 61, width: 50.8, depth: null, metric: 1 },
  alternateDimensions: { height: 24, width: 20, depth: null, metric: 0 },
};

describe('an edition in the form', () => {
  it('shows prices in major units and a made label as none, and sends back exactly what was stored', () => {
    const draft = editionDraftOf(stored);
    expect(draft).toMatchObject({ price: '1,250.00', label: '', editionSize: '25', quantity: '1', hasAlternate: true, prices: [{ currencyCode: 'EUR', value: '1,150.50' }] });
    const { body, refusals } = editionBody(draft);
    expect(refusals).toEqual({});
    expect(body).toEqual({
      editionType: 1,
      label: 'Edition 3 of 25',
      number: '3',
      editionSize: 25,
      price: 125000,
      currencyCode: 'USD',
      prices: [{ currencyCode: 'EUR', value: 115050 }],
      quantity: 1,
      isOnHold: false,
      active: true,
      medium: null,
      framing: 'Oak',
      isFramed: true,
      mounting: null,
      dimensions: { height: 61, width: 50.8, depth: null, metric: 1 },
      alternateDimensions: { height: 24, width: 20, depth: null, metric: 0 },
    });
    expect(editionChanged(draft, stored)).toBe(false);
    expect(editionChanged({ ...draft, price: '1,300' }, stored)).toBe(true);
  });

  it('sends the edition’s own medium trimmed, and none (the work’s) when left empty', () => {
    const draft = editionDraftOf({ ...stored, medium: 'Archival pigment print' });
    expect(draft.medium).toBe('Archival pigment print');
    expect(editionBody({ ...draft, medium: '  Giclée on cotton rag ' }).body.medium).toBe('Giclée on cotton rag');
    expect(editionBody({ ...draft, medium: '  ' }).body.medium).toBeNull();
    expect(editionChanged({ ...draft, medium: 'Giclée' }, { ...stored, medium: 'Archival pigment print' })).toBe(true);
    expect(nextEditionDraft([draft]).medium).toBe('Archival pigment print');
  });

  it('keeps a label the owner wrote, and a cleared label follows the numbers again', () => {
    const custom = editionDraftOf({ ...stored, label: 'Artist’s proof' });
    expect(custom.label).toBe('Artist’s proof');
    expect(editionBody({ ...custom, label: ' ', number: '4' }).body.label).toBe('Edition 4 of 25');
  });

  it('says beside each field what cannot be sent: a price that is not one, a size or a count that is not a number', () => {
    const draft = { ...editionDraftOf(stored), price: 'ten', editionSize: '2.5', quantity: '', dimensions: { height: 'tall', width: '3', depth: '', metric: 1 as const } };
    draft.prices = [{ key: 1, currencyCode: 'eur', value: '-3' }];
    expect(editionBody(draft).refusals).toEqual({
      price: 'Enter a price such as 1,250.00.',
      editionSize: 'Enter a whole number.',
      quantity: 'Enter how many are left to sell (0 when sold).',
      'prices.0.value': 'Enter a price such as 1,250.00.',
      'dimensions.height': 'Enter a size such as 61 or 50.8.',
    });
  });

  it('sends a unique original as one piece or sold, without number or count, and the site’s currency when none is given', () => {
    const unique = { ...editionDraftOf(null), price: '900', number: '7', editionSize: '10' };
    expect(editionBody(unique).body).toMatchObject({ editionType: 0, label: 'Unique', number: null, editionSize: null, quantity: 1, price: 90000 });
    expect(editionBody(unique).body).not.toHaveProperty('currencyCode');
    expect(editionBody({ ...unique, quantity: '0' }).body.quantity).toBe(0);
  });

  it('starts a further edition in the currency, type, count and size of the last one', () => {
    const next = nextEditionDraft([editionDraftOf(stored)]);
    expect(next).toMatchObject({ id: null, currencyCode: 'USD', editionType: 1, editionSize: '25', price: '', dimensions: { height: '61', width: '50.8' } });
  });

  it('names editions by place and label, and gives the set summary what the form holds now', () => {
    const draft = editionDraftOf(stored);
    expect(editionName(draft, 1)).toBe('Edition 2 (Edition 3 of 25)');
    expect(madeEditionLabel(1, null, null)).toBe('Edition');
    expect(setEditionOf({ ...draft, price: 'x' }, 0)).toMatchObject({ price: null, quantity: 1, dimensions: { height: 61, width: 50.8, depth: null, metric: 1 } });
  });
});

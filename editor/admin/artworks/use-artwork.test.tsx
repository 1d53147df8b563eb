// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeText, type ArtworkRecord, type EditionRecord } from '../../../schema';
import { nextEditionDraft } from './edition-draft';
import { useArtwork, type ArtworkState } from './use-artwork';

/** The server as the form meets it: what each call answers, and what was sent. */
const server = vi.hoisted(() => ({ answers: [] as Array<() => unknown>, sent: [] as Array<{ method: string; path: string; body: unknown }> }));
vi.mock('../../state/api', async () => {
  class ApiCallError extends Error {
    constructor(
      readonly status: number,
      message: string,
      readonly code: string | null,
    ) {
      super(message);
    }
  }
  return {
    ApiCallError,
    call: async (method: string, path: string, body?: unknown) => {
      server.sent.push({ method, path, body });
      const next = server.answers.shift();
      if (!next) throw new Error(`no answer for ${method} ${path}`);
      return next();
    },
  };
});
const { ApiCallError } = await import('../../state/api');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const edition = (id: number, change: Partial<EditionRecord> = {}): EditionRecord => ({
  id,
  revision: id * 10,
  editionType: 0,
  label: 'Unique',
  number: null,
  editionSize: null,
  price: 100000,
  currencyCode: 'USD',
  prices: [],
  quantity: 1,
  isSold: false,
  isOnHold: false,
  active: true,
  medium: null,
  framing: null,
  isFramed: false,
  mounting: null,
  dimensions: { height: null, width: null, depth: null, metric: 1 },
  alternateDimensions: null,
  ...change,
});

const work = (change: Partial<ArtworkRecord> = {}): ArtworkRecord => ({
  id: 4,
  revision: 3,
  title: 'Harbour',
  subtitle: null,
  date: null,
  medium: null,
  type: 0,
  subType: null,
  sku: null,
  location: null,
  notes: null,
  artist: null,
  images: [],
  seoTitle: null,
  seoDescription: null,
  tags: [],
  canInquire: true,
  canReceiveOffers: true,
  contactUrl: null,
  active: true,
  status: 'available',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  editions: [edition(1), edition(2), edition(3)],
  ...change,
});

let state: ArtworkState;
function Harness({ id }: { id: number | null }) {
  state = useArtwork(id);
  return null;
}

let root: Root;
beforeEach(() => {
  server.answers = [];
  server.sent = [];
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const open = async (stored: ArtworkRecord) => {
  server.answers.push(() => stored);
  await act(async () => root.render(<Harness id={stored.id} />));
  await settle();
};
const edit = (update: (s: ArtworkState) => ArtworkState['draft']) => act(() => state.setDraft(update(state)));
const save = async () => {
  await act(async () => state.save());
  await settle();
};
const sentAfterLoad = () => server.sent.slice(1).map(({ method, path, body }) => [method, path, body && typeof body === 'object' && 'revision' in body ? (body as { revision: number }).revision : undefined]);

describe('saving an artwork', () => {
  it('sends the work only when changed, deletes removed editions, patches only the changed ones over their revisions, adds new ones, then reads it again', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, title: 'Harbour at dusk', editions: [{ ...s.draft.editions[0], price: '1,100' }, s.draft.editions[2], nextEditionDraft(s.draft.editions)] }));
    server.answers.push(() => work({ revision: 4, title: 'Harbour at dusk' }));
    server.answers.push(() => ({ trashId: 1, restoreUntil: '' }));
    server.answers.push(() => edition(1, { revision: 11, price: 110000 }));
    server.answers.push(() => edition(9, { revision: 0 }));
    server.answers.push(() => work({ revision: 4, title: 'Harbour at dusk', editions: [edition(1, { revision: 11, price: 110000 }), edition(3), edition(9, { revision: 0 })] }));
    await edit((s) => ({ ...s.draft, editions: s.draft.editions.map((e, i) => (i === 2 ? { ...e, price: '50' } : e)) }));
    await save();
    expect(sentAfterLoad()).toEqual([
      ['PATCH', '/api/owner/artworks/4', 3],
      ['DELETE', '/api/owner/artworks/4/editions/2?revision=20', undefined],
      ['PATCH', '/api/owner/artworks/4/editions/1', 10],
      ['POST', '/api/owner/artworks/4/editions', undefined],
      ['GET', '/api/owner/artworks/4', undefined],
    ]);
    expect(server.sent[3].body).toMatchObject({ price: 110000 });
    expect(server.sent[4].body).toMatchObject({ price: 5000, currencyCode: 'USD' });
    expect(state.message).toBe('Saved. Visitors see the change now.');
    expect(state.draft.editions.map((e) => e.id)).toEqual([1, 3, 9]);
  });

  it('never deletes an edition another tab added since the form was opened', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, title: 'Harbour, retitled' }));
    // The work as it stands after the save of its title: another tab has added edition 7 meanwhile.
    server.answers.push(() => work({ revision: 4, title: 'Harbour, retitled', editions: [edition(1), edition(2), edition(3), edition(7)] }));
    server.answers.push(() => work({ revision: 4, title: 'Harbour, retitled', editions: [edition(1), edition(2), edition(3), edition(7)] }));
    await save();
    expect(sentAfterLoad()).toEqual([
      ['PATCH', '/api/owner/artworks/4', 3],
      ['GET', '/api/owner/artworks/4', undefined],
    ]);
    expect(state.draft.editions.map((e) => e.id)).toEqual([1, 2, 3, 7]);
  });

  it('leaves an unchanged work alone when only an edition changed', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, editions: s.draft.editions.map((e, i) => (i === 1 ? { ...e, isOnHold: true } : e)) }));
    server.answers.push(() => edition(2, { revision: 21, isOnHold: true }));
    server.answers.push(() => work());
    await save();
    expect(sentAfterLoad()).toEqual([
      ['PATCH', '/api/owner/artworks/4/editions/2', 20],
      ['GET', '/api/owner/artworks/4', undefined],
    ]);
  });

  it('keeps what was saved before a refusal, puts the reason beside the edition’s field, and sends only the rest again', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, editions: [{ ...s.draft.editions[0], price: '900' }, s.draft.editions[1], s.draft.editions[2], { ...nextEditionDraft([]), price: '5' }] }));
    server.answers.push(() => edition(1, { revision: 11, price: 90000 }));
    server.answers.push(() => {
      throw new ApiCallError(400, 'price: A price cannot be negative.', 'invalid_request');
    });
    await save();
    expect(state.errors.fields).toEqual({ 'editions.3.price': 'A price cannot be negative.' });
    expect(state.draft.editions[0]).toMatchObject({ id: 1, revision: 11 });

    server.answers.push(() => edition(9));
    server.answers.push(() => work({ editions: [edition(1, { revision: 11, price: 90000 }), edition(2), edition(3), edition(9)] }));
    await save();
    expect(sentAfterLoad().slice(2)).toEqual([
      ['POST', '/api/owner/artworks/4/editions', undefined],
      ['GET', '/api/owner/artworks/4', undefined],
    ]);
  });

  it('refuses an edit over an edition changed elsewhere with the server’s reason, and again after, until reloaded', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, editions: s.draft.editions.map((e, i) => (i === 0 ? { ...e, price: '1' } : e)) }));
    const stale = () => {
      throw new ApiCallError(409, BackOfficeText.conflict('edition'), 'edit_conflict');
    };
    server.answers.push(stale);
    await save();
    expect(state.conflict).toBe(BackOfficeText.conflict('edition'));
    server.answers.push(stale);
    await save();
    expect(sentAfterLoad().map((s) => s[2])).toEqual([10, 10]);
  });

  it('says what cannot be sent before asking the server: a price that is not one', async () => {
    await open(work());
    await edit((s) => ({ ...s.draft, editions: s.draft.editions.map((e, i) => (i === 2 ? { ...e, price: 'a lot' } : e)) }));
    await save();
    expect(server.sent).toHaveLength(1);
    expect(state.errors.fields).toEqual({ 'editions.2.price': 'Enter a price such as 1,250.00.' });
  });

  it('makes a new work with its editions in one call and opens it', async () => {
    await act(async () => root.render(<Harness id={null} />));
    await edit((s) => ({ ...s.draft, title: 'Dune', editions: [{ ...s.draft.editions[0], price: '2,400.50' }] }));
    server.answers.push(() => work({ id: 12, title: 'Dune' }));
    await save();
    expect(server.sent).toEqual([{ method: 'POST', path: '/api/owner/artworks', body: expect.objectContaining({ title: 'Dune', editions: [expect.objectContaining({ price: 240050, editionType: 0, quantity: 1 })] }) }]);
    expect(window.location.hash).toBe('#/content/artworks/12');
  });
});

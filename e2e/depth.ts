import { expect, request, type APIRequestContext } from '@playwright/test';
import { E2E_PORT, OWNER } from '../playwright.config';

/**
 * The demo gallery holds the shared sample's 2,000 works and 150 artists where ../shared/data exists, and
 * the 40 works and 8 artists of fixtures/catalogue elsewhere. A spec that needs more of something than the
 * site has (a second page, more on scroll) makes the rest through the owner API, as an owner would, and
 * removes them afterwards, so the specs after it meet the site as the seed made it.
 */

/** A record a spec made, to be removed when it is done. */
export interface Made {
  path: 'artists' | 'artworks';
  id: number;
  revision: number;
}

/** An API client signed in as the demo owner, apart from the visitor's browser. */
export async function ownerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const answer = await api.post('/api/auth/login', { data: OWNER });
  expect(answer.ok(), await answer.text()).toBe(true);
  return api;
}

async function make(api: APIRequestContext, path: Made['path'], data: Record<string, unknown>): Promise<Made> {
  const answer = await api.post(`/api/owner/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id, revision } = (await answer.json()) as { id: number; revision: number };
  return { path, id, revision };
}

/** The demo gallery lists at least `atLeast` artists to visitors (at most 100): makes the ones missing. */
export async function topUpArtists(api: APIRequestContext, atLeast: number): Promise<Made[]> {
  const { artists } = (await (await api.get(`/api/artists?sub=demo&limit=${atLeast}`)).json()) as { artists: unknown[] };
  const made: Made[] = [];
  for (let i = artists.length; i < atLeast; i += 1) made.push(await make(api, 'artists', { name: `Made Artist ${String(i).padStart(3, '0')}` }));
  return made;
}

/**
 * A visitor's search for `word` among artworks finds at least `atLeast` (at most 100): makes the ones
 * missing, each with the word in its medium.
 */
export async function topUpArtworksFound(api: APIRequestContext, word: string, atLeast: number): Promise<Made[]> {
  const found = await api.get(`/api/search?sub=demo&type=0&q=${encodeURIComponent(word)}&limit=${atLeast}`);
  const { results } = (await found.json()) as { results: unknown[] };
  const made: Made[] = [];
  for (let i = results.length; i < atLeast; i += 1) {
    made.push(await make(api, 'artworks', { title: `Made Study ${String(i).padStart(3, '0')}`, medium: `Ink on ${word}`, editions: [{ price: 50_000 }] }));
  }
  return made;
}

/** Removes what a spec made (to the trash, as the owner's Delete does), newest first. */
export async function removeMade(api: APIRequestContext, made: Made[]): Promise<void> {
  for (const { path, id, revision } of [...made].reverse()) {
    const answer = await api.delete(`/api/owner/${path}/${id}?revision=${revision}`);
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

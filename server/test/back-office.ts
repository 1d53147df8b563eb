import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { catalogueEntry, type ArtworkRecord, type Block, type EditorDocumentResponse, type MediaItem } from '../../schema';
import { postJson, type TestServer } from './harness';

/** Calls of the back office as the screens make them, for the server tests of /api/owner. */

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export function ownerApi(server: TestServer, cookie: string) {
  return async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const res = await fetch(`${server.url}/api/owner${path}`, {
      method,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

export type OwnerApi = ReturnType<typeof ownerApi>;

/** Works made through the API, four at a time (the embedded database's share of requests). */
export async function madeArtworks(api: OwnerApi, bodies: Record<string, unknown>[]): Promise<ArtworkRecord[]> {
  const works: ArtworkRecord[] = [];
  for (let i = 0; i < bodies.length; i += 4) {
    const answers = await Promise.all(bodies.slice(i, i + 4).map((body) => api<ArtworkRecord>('POST', '/artworks', body)));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      works.push(answer.body);
    }
  }
  return works;
}

/** The error of a refused call: its status, code and message. */
export function refusal(answer: Answer): { status: number; code: string; message: string } {
  const { error } = answer.body as { error: { code: string; message: string } };
  expect(error, JSON.stringify(answer.body)).toBeDefined();
  return { status: answer.status, ...error };
}

/** A picture uploaded to the site's media library. */
export async function uploadPicture(server: TestServer, cookie: string, name: string): Promise<MediaItem> {
  const data = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#406080' } })
    .jpeg()
    .toBuffer();
  const res = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': name },
    body: new Uint8Array(data),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaItem;
}

/** Puts a list block showing the chosen list on the home page and publishes. */
export async function publishListBlock(server: TestServer, cookie: string, type: 'inventory-list' | 'artists-list', listId: number | null): Promise<void> {
  const { document } = (await (await fetch(`${server.url}/api/editor/document`, { headers: { cookie } })).json()) as EditorDocumentResponse;
  const home = document.pages[0];
  const block: Block = { id: 'chosen-list-block', type, config: { ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), source: listId ? 3 : 0, listId } };
  home.blocks = [...home.blocks.filter((b) => b.id !== block.id), ...(listId ? [block] : [])];
  const saved = await fetch(`${server.url}/api/editor/document`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ document }) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  expect((await postJson(`${server.url}/api/editor/publish`, {}, { cookie })).status).toBe(200);
}

/** A visitor's page of the demo site: its status and HTML. */
export async function visitorPage(server: TestServer, path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}sub=demo`);
  return { status: res.status, html: await res.text() };
}

/** Rows of a statement run straight on the test database, to see what visitors' queries read. */
export async function dbRows<T = Record<string, unknown>>(server: TestServer, statement: string): Promise<T[]> {
  return ((await server.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

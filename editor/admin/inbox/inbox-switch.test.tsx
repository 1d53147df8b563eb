// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InboxScreen from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each GET the screen makes, answered when the test says. */
const pending = new Map<string, (body: unknown) => void>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const subscriber = { id: 7, createdAt: '2026-11-01T10:00:00.000Z', isRead: false, name: 'Sam', email: 'sam@example.com', phone: null, address: null, origin: null, show: null, status: 'pending', confirmedAt: null, referrer: 'https://news.example/a', utm: 'utm_source=mail' };
const inquiry = { id: 3, createdAt: '2026-11-01T09:00:00.000Z', isRead: false, name: 'Ada', email: 'ada@example.com', phone: null, address: null, message: 'Is it framed?', artwork: null, repliedAt: null };
const page = (items: unknown[]) => ({ items, total: items.length, unread: items.length, page: 1, pageSize: 25 });

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  pending.clear();
  vi.stubGlobal('fetch', (path: string) => {
    if (path.startsWith('/api/owner/inbox/counts')) return Promise.resolve(json({ inquiries: 1, offers: 0, subscriptions: 1, follows: 0 }));
    return new Promise<Response>((resolve) => pending.set(path.split('?')[0], (body) => resolve(json(body))));
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function goTo(hash: string): Promise<void> {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

describe('the inbox, switched between boxes', () => {
  it('shows the box the owner is on when an earlier box answers last', async () => {
    await goTo('#/content/inbox');
    await act(async () => root.render(<InboxScreen />));
    expect(pending.has('/api/owner/inbox/inquiries')).toBe(true);
    await goTo('#/content/inbox/subscriptions');
    expect(pending.has('/api/owner/inbox/subscriptions')).toBe(true);

    await act(async () => pending.get('/api/owner/inbox/subscriptions')!(page([subscriber])));
    await act(async () => pending.get('/api/owner/inbox/inquiries')!(page([inquiry])));

    expect(host.querySelector('table')?.textContent).toContain('sam@example.com');
    // Where the subscriber came from, under where they subscribed.
    expect(host.querySelector('.inbox-row__source')?.textContent).toBe('Came from news.example/a · source mail');
    expect(host.textContent).not.toContain('Is it framed?');
    expect(host.textContent).not.toContain('Loading…');
  });
});

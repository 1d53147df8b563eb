// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorUi } from './state/store';

// The builder itself is not under test here: only which draft it is opened on.
vi.mock('./Builder', () => ({ Builder: () => <p>builder on {useEditorUi.getState().document?.site.company}</p> }));
const { App } = await import('./App');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const session = { owner: { email: 'owner@example.com' }, site: { subdomain: 'demo', company: 'Demo Gallery' }, sites: [] };
const draft = (company: string) => ({
  document: { schemaVersion: 1, site: { company, layout: 'classic', colors: {} }, pages: [{ pageId: 'home', slug: '', type: 7, title: 'Home', showInNavigation: true, isTitleVisible: true, blocks: [] }] },
  subdomain: 'demo',
  revision: 1,
  hasUnpublishedChanges: false,
});
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = () => answer(401, { error: { code: 'unauthorized', message: 'Sign in first.' } });

let root: Root | null = null;
let container: HTMLElement;
let asked: string[];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  asked = [];
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  delete window.__builderStart;
  vi.unstubAllGlobals();
});

async function start() {
  await act(async () => {
    root = createRoot(container);
    root.render(<App />);
  });
  // A moment at a time inside act: signed out, the sign-in form is loaded on demand (a suspended component).
  for (let tries = 0; tries < 100 && container.textContent === 'Loading…'; tries += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(container.textContent).not.toBe('Loading…');
}

describe('the builder’s start', () => {
  it('opens on the session and draft asked for by editor/index.html, without asking again', async () => {
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return Promise.resolve(answer(500, {}));
    });
    window.__builderStart = { me: Promise.resolve(answer(200, session)), document: Promise.resolve(answer(200, draft('Early Gallery'))) };
    await start();
    expect(container.textContent).toBe('builder on Early Gallery');
    expect(asked).toEqual([]);
    expect(window.__builderStart).toEqual({});
  });

  it('signed out, drops the early draft, and after signing in asks for the draft afresh', async () => {
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      if (path === '/api/auth/login') return Promise.resolve(answer(200, session));
      if (path === '/api/editor/document') return Promise.resolve(answer(200, draft('Fresh Gallery')));
      return Promise.resolve(refused());
    });
    window.__builderStart = { me: Promise.resolve(refused()), document: Promise.resolve(refused()) };
    await start();
    expect(container.querySelector('form')).not.toBeNull();
    expect(window.__builderStart).toEqual({});
    const field = (id: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    await act(async () => {
      field('sign-in-email', 'owner@example.com');
      field('sign-in-password', 'a password');
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    await vi.waitFor(() => expect(container.textContent).toBe('builder on Fresh Gallery'));
    expect(asked).toEqual(['/api/auth/login', '/api/editor/document']);
  });

  it('without the early requests, asks for the session and then the draft', async () => {
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return Promise.resolve(path === '/api/auth/me' ? answer(200, session) : answer(200, draft('Asked Gallery')));
    });
    await start();
    expect(container.textContent).toBe('builder on Asked Gallery');
    expect(asked).toEqual(['/api/auth/me', '/api/editor/document']);
  });

  it('editor/index.html starts the very requests api.me and api.getDocument make', () => {
    const html = readFileSync(resolve(import.meta.dirname, 'index.html'), 'utf8');
    expect(html).toContain("me: fetch('/api/auth/me', { credentials: 'same-origin' })");
    expect(html).toContain("document: fetch('/api/editor/document', { credentials: 'same-origin' })");
  });
});

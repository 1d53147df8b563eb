// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeText } from '../../../schema';
import { TextField } from './fields';
import { RecordForm } from './RecordForm';
import { useRecord } from './use-record';

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

interface Thing {
  id: number;
  revision: number;
  name: string;
}
const toDraft = (t: Thing | null) => ({ name: t?.name ?? '' });
const toBody = (d: { name: string }) => ({ name: d.name });

function ThingForm({ id }: { id: number | null }) {
  const state = useRecord<Thing, { name: string }>({ kind: 'artist', path: '/api/owner/artists', screen: 'artists', id, toDraft, toBody, fields: ['name'], nameOf: (t) => t.name });
  return (
    <RecordForm state={state} heading="Thing" backLabel="All" screen="artists" name={state.record?.name ?? ''}>
      <TextField label="Name" value={state.draft.name} onChange={(name) => state.setDraft({ name })} error={state.errors.fields.name} />
    </RecordForm>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  server.answers = [];
  server.sent = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;
const input = () => host.querySelector('input')!;
const type = (value: string) =>
  act(() => {
    const el = input();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('a record form', () => {
  it('saves with the revision it read, and after a conflict offers a reload that shows the stored record', async () => {
    server.answers.push(() => ({ id: 7, revision: 3, name: 'Ada' }));
    await act(async () => root.render(<ThingForm id={7} />));
    await settle();
    expect(input().value).toBe('Ada');

    await type('Ada Quill');
    server.answers.push(() => {
      throw new ApiCallError(409, BackOfficeText.conflict('artist'), 'edit_conflict');
    });
    await act(async () => button('Save').click());
    await settle();
    expect(server.sent.at(-1)).toEqual({ method: 'PATCH', path: '/api/owner/artists/7', body: { name: 'Ada Quill', revision: 3 } });
    expect(host.querySelector('[role=alert]')?.textContent).toContain(BackOfficeText.conflict('artist'));

    server.answers.push(() => ({ id: 7, revision: 4, name: 'Ada Q.' }));
    await act(async () => button('Reload').click());
    await settle();
    expect(input().value).toBe('Ada Q.');
    expect(host.querySelector('[role=alert]')).toBeNull();
    expect(host.querySelector('[role=status]')?.textContent).toBe('Reloaded the artist as it is now.');
  });

  it('puts the server’s reason next to the field it names and marks the field invalid', async () => {
    await act(async () => root.render(<ThingForm id={null} />));
    server.answers.push(() => {
      throw new ApiCallError(400, 'name: Enter a name.', 'invalid_request');
    });
    await act(async () => button('Create artist').click());
    await settle();
    expect(server.sent[0]).toMatchObject({ method: 'POST', path: '/api/owner/artists' });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const described = input().getAttribute('aria-describedby')!;
    expect(host.querySelector(`#${CSS.escape(described)}`)?.textContent).toBe('Enter a name.');
  });

  it('asks before deleting, says it goes to the trash for 30 days, and shows a refusal as the server gave it', async () => {
    server.answers.push(() => ({ id: 7, revision: 3, name: 'Ada' }));
    await act(async () => root.render(<ThingForm id={7} />));
    await settle();
    await act(async () => button('Delete').click());
    expect(host.querySelector('[role=group]')?.textContent).toContain('Delete ‘Ada’? It goes to the trash, where it can be restored for 30 days.');
    expect(server.sent).toHaveLength(1);

    server.answers.push(() => {
      throw new ApiCallError(409, '1 artwork names this artist. Give it another artist or delete it first.', 'in_use');
    });
    await act(async () => button('Move to trash').click());
    await settle();
    expect(server.sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/owner/artists/7?revision=3' });
    expect(host.querySelector('[role=alert]')?.textContent).toBe('1 artwork names this artist. Give it another artist or delete it first.');
  });
});

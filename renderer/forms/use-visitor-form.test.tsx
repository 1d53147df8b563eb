// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useVisitorForm } from './use-visitor-form';

/** A form as an island renders it: the fields' values from the hook, and what the state holds, shown. */
function Form() {
  const form = useVisitorForm({ path: '/api/contacts', sub: 'demo', initial: { Name: '', Message: '' }, required: ['Name'], body: (v) => v });
  return (
    <form ref={form.formRef} onSubmit={form.submit}>
      <input name="Name" value={form.values.Name} onChange={(e) => form.setValue('Name', e.currentTarget.value)} />
      <textarea name="Message" value={form.values.Message} onChange={(e) => form.setValue('Message', e.currentTarget.value)} />
      <output>{form.hydrated ? `state: ${form.values.Name} / ${form.values.Message}` : 'server'}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a visitor form taken over by its script', () => {
  it('keeps what the visitor typed into the server’s HTML before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name=Name]')!.value = 'Ada';
    container.querySelector<HTMLTextAreaElement>('textarea[name=Message]')!.value = 'Is it still available?';

    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')!.textContent).toBe('state: Ada / Is it still available?');
    expect(container.querySelector<HTMLInputElement>('input[name=Name]')!.value).toBe('Ada');
    expect(container.querySelector<HTMLTextAreaElement>('textarea[name=Message]')!.value).toBe('Is it still available?');
  });
});

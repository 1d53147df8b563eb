// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormText } from '../../schema/api/forms-text';
import { BotCheckError, type BotCheckToken } from './bot-check';
import { useVisitorForm } from './use-visitor-form';

/** What a visitor sees of the bot check: no response, no solution, and a token that expires before it is sent. */

const bot = vi.hoisted(() => ({ next: [] as Array<() => Promise<BotCheckToken>> }));
vi.mock('./bot-check', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./bot-check')>()),
  fetchBotCheckToken: () => (bot.next.shift() ?? (() => Promise.reject(new Error('no challenge planned'))))(),
}));

let form: ReturnType<typeof useVisitorForm>;
function Form() {
  form = useVisitorForm({ path: '/api/contacts', sub: 'demo', initial: { Name: 'Ada' }, required: ['Name'], body: (v) => v });
  return (
    <form ref={form.formRef}>
      <output>{form.state.error ?? ''}</output>
    </form>
  );
}

let root: Root;
let container: HTMLDivElement;
const shown = () => container.querySelector('output')!.textContent;
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<Form />);
  });
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  bot.next = [];
  vi.useRealTimers();
});

describe('the bot check as a visitor meets it', () => {
  it('says ‘Are you a robot?’ when no challenge could be had at all', async () => {
    bot.next.push(() => Promise.reject(new BotCheckError('The challenge could not be fetched', 'unreachable')));
    await act(async () => form.submit());
    await flush();
    expect(shown()).toBe(FormText.areYouARobot);
    expect(form.state.status).toBe('none');
  });

  it('says ‘Could not verify. Please try again.’ when the challenge could not be solved', async () => {
    bot.next.push(() => Promise.reject(new BotCheckError('The challenge could not be solved', 'unsolved')));
    await act(async () => form.submit());
    await flush();
    expect(shown()).toBe(FormText.couldNotVerify);
  });

  it('resets the form with ‘Verification expired.’ when a solved token expires before it is sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    bot.next.push(() => Promise.resolve({ value: 'solved', expiresAt: Date.now() + 60_000 }));
    await act(async () => form.prepare());
    await act(async () => void (await vi.advanceTimersByTimeAsync(59_000)));
    expect(shown()).toBe('');
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_000)));
    expect(shown()).toBe(FormText.verificationExpired);
    expect(form.state).toMatchObject({ status: 'none', token: null });
  });
});

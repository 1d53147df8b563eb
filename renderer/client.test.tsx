// @vitest-environment happy-dom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './commerce/cart-storage';
import { EARLY_PRESS_ATTRIBUTE, EARLY_PRESS_SCRIPT } from './islands/early-press';
import { CART_COUNT_ATTRIBUTE } from './site/inline-scripts';

/**
 * The browser entry with stand-in islands: which modules it fetches, the order it hydrates in, and the
 * header's cart counter. Each module load is held until the test lets it go.
 */
const hydrated: string[] = [];
const loaded: string[] = [];
const releases = new Map<string, () => void>();

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function heldIsland(name: string) {
  return () => {
    loaded.push(name);
    return new Promise<typeof Counter>((resolve) => releases.set(name, () => resolve(Counter)));
  };
}

vi.mock('./islands/loaders', () => ({
  ISLAND_LOADERS: { First: heldIsland('First'), Second: heldIsland('Second'), Unused: heldIsland('Unused') },
}));

vi.mock('react-dom/client', async (original) => {
  const actual = await original<typeof import('react-dom/client')>();
  return {
    ...actual,
    hydrateRoot: (element: HTMLElement, children: Parameters<typeof actual.hydrateRoot>[1]) => {
      hydrated.push(element.dataset.island ?? '');
      return actual.hydrateRoot(element, children);
    },
  };
});

function island(name: string, label: string): string {
  return `<div class="island" data-island="${name}" data-props='${JSON.stringify({ label })}'>${renderToString(<Counter label={label} />)}</div>`;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  hydrated.length = 0;
  loaded.length = 0;
  releases.clear();
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the visitor browser entry', () => {
  it('fetches only the islands on the page, each once, and hydrates them in document order', async () => {
    document.body.innerHTML = island('Second', 'b') + island('First', 'a') + island('Second', 'c');
    await import('./client');
    expect(loaded.sort()).toEqual(['First', 'Second']);

    // The later island's module arrives first; it still waits for the one above it.
    releases.get('First')!();
    await settle();
    expect(hydrated).toEqual([]);
    releases.get('Second')!();
    await settle();
    expect(hydrated).toEqual(['Second', 'First', 'Second']);

    const buttons = document.querySelectorAll('button');
    buttons[1].click();
    await settle();
    expect(buttons[1].textContent).toBe('a 1');
  });

  it('presses again, once hydrated, a button pressed while its island’s module was on the way', async () => {
    new Function(EARLY_PRESS_SCRIPT)();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = island('First', 'a') + island('Second', 'b') + '<div data-island="Gone"><form onsubmit="return false"><button>Send</button></form></div>';
    await import('./client');
    const [early, untouched, submit] = document.querySelectorAll('button');
    early.click();
    submit.click();
    expect(early.textContent).toBe('a 0');
    expect(submit.closest('[data-island]')!.hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);

    releases.get('First')!();
    releases.get('Second')!();
    await settle();
    expect(early.textContent).toBe('a 1');
    expect(untouched.textContent).toBe('b 0');
    expect(document.querySelector(`[${EARLY_PRESS_ATTRIBUTE}]`)).toBeNull();
    // Once hydrated, a press is React's alone: counted once.
    early.click();
    await settle();
    expect(early.textContent).toBe('a 2');
  });

  it('skips an island it does not know, with a warning, and hydrates the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = island('Gone', 'x') + island('First', 'a');
    await import('./client');
    releases.get('First')!();
    await settle();
    expect(hydrated).toEqual(['First']);
    expect(warn).toHaveBeenCalledWith('Island "Gone" cannot be hydrated');
  });

  it('keeps the header cart counter in step with the stored cart', async () => {
    document.body.innerHTML = `<span ${CART_COUNT_ATTRIBUTE} hidden></span>`;
    await import('./client');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ EditionId: 4, Quantity: 2 }]));
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
    const counter = document.querySelector<HTMLElement>(`[${CART_COUNT_ATTRIBUTE}]`)!;
    expect(counter.textContent).toBe('2');
    expect(counter.hidden).toBe(false);
    expect(loaded).toEqual([]);
  });
});

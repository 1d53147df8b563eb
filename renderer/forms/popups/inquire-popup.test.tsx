// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormText } from '../../../schema/api/forms-text';
import InquirePopup from './InquirePopup';
import type { FormWork } from './types';

/** The inquire popup as the art page's block sets it up: phone and the address required, or not (storefront §5). */

const work: FormWork = { inventoryId: 7, title: 'Tidal Study', artistName: 'Ines Varga', sku: 'TS-1', price: '$1,250.00', imagePath: null, description: 'Tidal Study' };

let root: Root | null = null;
let container: HTMLDivElement;
beforeEach(() => {
  // Nothing reaches a server here: the bot check and the post wait for ever.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function open(requirePhone: boolean, requireAddress: boolean): Promise<void> {
  await act(async () => {
    root = createRoot(container);
    root.render(<InquirePopup sub="demo" work={work} requirePhone={requirePhone} requireAddress={requireAddress} onClosed={() => {}} />);
  });
}

const input = (name: string) => document.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[name="${name}"]`);
const flagOf = (name: string) => {
  const described = input(name)?.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

async function type(name: string, value: string): Promise<void> {
  await act(async () => {
    const el = input(name)!;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function send(): Promise<void> {
  await act(async () => {
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
}

describe('the inquire popup', () => {
  it('asks for phone and the address, with asterisks, only when its block says so, and flags each left empty', async () => {
    await open(true, true);
    for (const name of ['Name', 'Email', 'Phone', 'AddressLineOne', 'City', 'State', 'Zip', 'Country', 'Message']) {
      expect(input(name)!.placeholder, name).toMatch(/ \*$/);
      expect(input(name)!.getAttribute('aria-required'), name).toBe('true');
    }
    // Address Line 2 is never required.
    expect(input('AddressLineTwo')!.placeholder).not.toMatch(/\*$/);
    await type('Name', 'Ada');
    await type('Email', 'ada@example.com');
    await send();
    for (const name of ['Phone', 'AddressLineOne', 'City', 'State', 'Zip', 'Country']) expect(flagOf(name), name).toBe(FormText.fieldRequired);
    for (const name of ['Name', 'Email', 'AddressLineTwo', 'Message']) expect(flagOf(name), name).toBeUndefined();
    // Filled in, a flag goes.
    await type('Phone', '555 0101');
    expect(flagOf('Phone')).toBeUndefined();
  });

  it('takes phone as optional and shows no address without them', async () => {
    await open(false, false);
    expect(input('Phone')!.placeholder).not.toMatch(/\*$/);
    expect(input('AddressLineOne')).toBeNull();
    await type('Name', 'Ada');
    await type('Email', 'ada@example.com');
    await send();
    expect(flagOf('Phone')).toBeUndefined();
  });
});

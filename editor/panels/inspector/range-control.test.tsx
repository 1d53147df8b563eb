// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { HoverEffect } from '../../../schema/style-values';
import { BlockForm } from './GeneratedForm';

// The image block's picture opens the media library through Craft's store, which these forms have not.
vi.mock('../media/pick-image', async (original) => ({ ...(await original<typeof import('../media/pick-image')>()), usePickImageFor: () => () => undefined }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
/** Every change the form asked for: the value and whether it asked to merge into the step before. */
let calls: Array<[unknown, boolean]> = [];
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  calls = [];
  document.body.innerHTML = '';
});

function Harness({ start }: { start: Record<string, unknown> }) {
  const [current, setCurrent] = useState(start);
  return (
    <BlockForm
      nodeId="n1"
      type={BlockType.Image}
      config={current}
      set={(key, value, merge) => {
        if (key === 'hoverScale') calls.push([value, merge === true]);
        setCurrent((c) => ({ ...c, [key]: value }));
      }}
    />
  );
}

async function mountScale(start: Record<string, unknown> = {}): Promise<HTMLInputElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Harness start={{ image: null, altText: '', fit: 'fill', hoverEffect: HoverEffect.Scale, ...start }} />));
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Scale to (%)');
  if (!label) throw new Error('No Scale to (%) slider');
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!;
}

async function slideTo(input: HTMLInputElement, value: number) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, String(value));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const fire = (input: HTMLInputElement, event: Event) => act(async () => void input.dispatchEvent(event));

describe('a range field (the hover scale and zoom)', () => {
  it('is a labelled slider within the field’s limits, showing the renderer’s default while unset', async () => {
    const input = await mountScale();
    expect(input.type).toBe('range');
    expect([input.min, input.max, input.value]).toEqual(['100', '200', '105']);
    expect(input.getAttribute('aria-valuetext')).toBe('105%');
  });

  it('asks for one undo step per drag: the first change starts it, the rest merge, until the pointer is let go', async () => {
    const input = await mountScale({ hoverScale: 110 });
    for (const value of [120, 140, 160]) await slideTo(input, value);
    await fire(input, new Event('pointerup', { bubbles: true }));
    await slideTo(input, 170);
    expect(calls).toEqual([
      [120, false],
      [140, true],
      [160, true],
      [170, false],
    ]);
    expect(input.getAttribute('aria-valuetext')).toBe('170%');
  });

  it('merges the changes of a key held down into one step, and starts a new one after the key is let go', async () => {
    const input = await mountScale({ hoverScale: 110 });
    await slideTo(input, 111);
    await slideTo(input, 112);
    await fire(input, new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true }));
    await slideTo(input, 113);
    expect(calls.map(([, merge]) => merge)).toEqual([false, true, false]);
  });
});

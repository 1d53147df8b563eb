// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { BlockForm } from './GeneratedForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let config: Record<string, unknown> = {};
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function Harness({ type, start }: { type: string; start: Record<string, unknown> }) {
  const [current, setCurrent] = useState(start);
  config = current;
  return <BlockForm nodeId="n1" type={type} config={current} set={(key, value) => setCurrent((c) => ({ ...c, [key]: value }))} />;
}

async function mount(type: string, start: Record<string, unknown> = {}): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Harness type={type} start={start} />));
  return container;
}

const labels = (el: HTMLElement) => [...el.querySelectorAll('label')].map((l) => l.textContent);
function control(el: HTMLElement, label: string): HTMLInputElement | HTMLSelectElement {
  const found = [...el.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`No control labelled ${label}: ${labels(el).join(', ')}`);
  return (found.htmlFor ? el.querySelector(`#${CSS.escape(found.htmlFor)}`) : found.querySelector('input')) as HTMLInputElement | HTMLSelectElement;
}
async function change(input: HTMLInputElement | HTMLSelectElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

describe('the generated inspector', () => {
  it('draws a columns block’s fields from its schema, the unit after the label, with its defaults', async () => {
    const el = await mount(BlockType.Columns);
    expect(labels(el)).toEqual(['Number of columns', 'Gap (px)']);
    expect(control(el, 'Number of columns').value).toBe('2');
    await change(control(el, 'Number of columns'), '3');
    expect(config.columnCount).toBe(3);
    await change(control(el, 'Gap (px)'), '500');
    expect(config.gap).toBeUndefined();
    await change(control(el, 'Gap (px)'), '40');
    expect(config.gap).toBe(40);
  });

  it('switches a detail block’s settings, and says so where a block has none', async () => {
    const el = await mount(BlockType.ShowTitle, { showDates: true, showReception: true });
    const dates = control(el, 'Show the dates') as HTMLInputElement;
    expect(dates.checked).toBe(true);
    await act(async () => dates.click());
    expect(config.showDates).toBe(false);
    act(() => root?.unmount());
    const none = await mount(BlockType.ShowImage);
    expect(none.textContent).toBe('Shows this part of each page’s item. It has no settings of its own.');
  });
});

// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TILES_PROBLEM } from '../../../schema/block-configs/media';
import { BlockType } from '../../../schema/block-types';
import { VIDEO_LINK_PROBLEM } from '../../../schema/video';
import { BlockForm } from './GeneratedForm';

// The image block's picture opens the media library through Craft's store, which these forms have not.
vi.mock('../media/pick-image', async (original) => ({ ...(await original<typeof import('../media/pick-image')>()), usePickImageFor: () => () => undefined }));

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

describe('the common style groups', () => {
  it('set a length with its unit, and take it away when blanked', async () => {
    const el = await mount(BlockType.Columns);
    await change(control(el, 'Width unit'), '%');
    await change(control(el, 'Width'), '50');
    expect(config.width).toEqual({ value: 50, unit: '%' });
    await change(control(el, 'Margins top'), '24');
    expect(config.margins).toEqual({ top: { value: 24, unit: 'px' } });
    await change(control(el, 'Width'), '');
    expect(config.width).toBeUndefined();
  });

  it('take a colour from the site’s colour slots or the owner’s own', async () => {
    const el = await mount(BlockType.Columns);
    const background = [...el.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Background colour')!;
    await act(async () => background.querySelector<HTMLButtonElement>('button[aria-label="Accent"]')!.click());
    expect(config.backgroundColor).toBe('accent');
    expect(background.querySelector('button[aria-label="Accent"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(background.textContent).toContain('Follows the site’s accent colour.');
  });

  it('show a hover effect’s parameter only for that effect', async () => {
    const el = await mount(BlockType.Image, { image: null, altText: '', fit: 'fill' });
    expect(labels(el)).not.toContain('Scale to (%)');
    await change(control(el, 'On hover'), '2');
    expect(config.hoverEffect).toBe(2);
    expect(labels(el)).toContain('Scale to (%)');
    expect(labels(el)).not.toContain('Zoom to (%)');
    await change(control(el, 'Scale to (%)'), '120');
    expect(config.hoverScale).toBe(120);
  });

  it('link to another website only once its address is a full one, in a new window unless asked', async () => {
    const el = await mount(BlockType.Image, { image: null, altText: '', fit: 'fill' });
    await change(control(el, 'Goes to'), 'external');
    await change(control(el, 'Address'), 'example');
    expect(config.link).toBeNull();
    await change(control(el, 'Address'), 'https://example.com/');
    expect(config.link).toEqual({ kind: 'external', url: 'https://example.com/', linkType: 0 });
    await act(async () => (control(el, 'Open in a new window') as HTMLInputElement).click());
    expect(config.link).toEqual({ kind: 'external', url: 'https://example.com/', linkType: 1 });
  });
});

describe('the generated inspector', () => {
  it('draws a columns block’s fields from its schema, the unit after the label, with its defaults', async () => {
    const el = await mount(BlockType.Columns);
    expect(labels(el).slice(0, 2)).toEqual(['Number of columns', 'Gap (px)']);
    expect([...el.querySelectorAll('summary')].map((s) => s.textContent)).toEqual(['Layout', 'Colours']);
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

describe('a link field', () => {
  const hint = (input: Element) => document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;

  it('keeps a video link the block cannot play out of the config, and says why under the field', async () => {
    const el = await mount(BlockType.Video, { url: '' });
    const input = control(el, 'Video link');
    await change(input, 'https://example.com/clip.mp4');
    expect(config.url).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hint(input)).toBe(VIDEO_LINK_PROBLEM);
    await change(input, 'https://youtu.be/dQw4w9WgXcQ');
    expect(config.url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(hint(input)).toBe('A YouTube or Vimeo link: a watch link, a short link or a numbered video link.');
  });

  it('takes any full web address for an embed, and asks for one otherwise', async () => {
    const el = await mount(BlockType.Embed, { url: '' });
    const input = control(el, 'Address');
    await change(input, 'example.com/map');
    expect(config.url).toBe('');
    expect(hint(input)).toBe('Enter a full web address, starting with https://.');
    await change(input, 'https://example.com/clip.mp4');
    expect(config.url).toBe('https://example.com/clip.mp4');
  });

  it('takes a map tile address only with {z}, {x} and {y} in it', async () => {
    const el = await mount(BlockType.Map, { tilesUrl: '' });
    const input = control(el, 'Map tiles');
    await change(input, 'https://tiles.example.com/map.png');
    expect(config.tilesUrl).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(hint(input)).toBe(TILES_PROBLEM);
    await change(input, 'https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(config.tilesUrl).toBe('https://{s}.tiles.example.com/{z}/{x}/{y}.png');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});

// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editionBody, editionDraftOf, type EditionDraft } from './edition-draft';
import { EditionsField } from './EditionsField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const size = { height: '61', width: '50.8', depth: '', metric: 1 as const };
const priced = (price: string): EditionDraft => ({ ...editionDraftOf(null, 'USD'), editionType: 1, editionSize: '10', quantity: '5', price, dimensions: size });

let editions: EditionDraft[] = [];
function Harness({ initial, medium }: { initial: EditionDraft[]; medium: string }) {
  const [list, setList] = useState(initial);
  editions = list;
  return <EditionsField editions={list} medium={medium} errors={{}} onChange={(update) => setList(update)} />;
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** The control labelled `label` inside the edition's group (its legend starts with `edition`). */
function field(edition: string, label: string): HTMLInputElement {
  const group = [...host.querySelectorAll('fieldset.ed-artworks-edition')].find((f) => f.querySelector('legend')?.textContent?.startsWith(edition))!;
  const labelEl = [...group.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return group.querySelector<HTMLInputElement>(`[id="${labelEl.htmlFor}"]`)!;
}
const type = (el: HTMLInputElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const hintOf = (el: HTMLInputElement) => host.querySelector(`[id="${el.getAttribute('aria-describedby')}"]`)?.textContent;
const sets = () => [...host.querySelectorAll('.ed-artworks-set-list > li > .ed-admin-label')].map((s) => s.textContent);

describe('an edition’s medium in the artwork form', () => {
  it('is typed per edition, sent with it, and moves the edition to a set of its own medium', async () => {
    await act(async () => root.render(<Harness initial={[priced('500'), priced('800')]} medium="Oil on canvas" />));
    const medium = field('Edition 2', 'Edition medium');
    expect(medium.value).toBe('');
    expect(hintOf(medium)).toBe('Left empty: the artwork’s (Oil on canvas).');
    expect(sets()).toEqual(['Oil on canvas · 61 × 50.8 cm']);

    await type(medium, 'Archival pigment print');
    expect(field('Edition 2', 'Edition medium').value).toBe('Archival pigment print');
    expect(field('Edition 1', 'Edition medium').value).toBe('');
    expect(editions.map((e) => editionBody(e).body.medium)).toEqual([null, 'Archival pigment print']);
    expect(sets()).toEqual(['Oil on canvas · 61 × 50.8 cm', 'Archival pigment print · 61 × 50.8 cm']);

    await type(field('Edition 2', 'Edition medium'), '');
    expect(editionBody(editions[1]).body.medium).toBeNull();
    expect(sets()).toEqual(['Oil on canvas · 61 × 50.8 cm']);
  });

  it('shows a stored edition’s medium, and a new edition starts in the last one’s', async () => {
    const stored = { ...priced('500'), medium: 'Silkscreen' };
    await act(async () => root.render(<Harness initial={[stored]} medium="" />));
    expect(field('Edition 1', 'Edition medium').value).toBe('Silkscreen');
    expect(hintOf(field('Edition 1', 'Edition medium'))).toBe('Left empty: the artwork’s.');
    await act(async () => [...host.querySelectorAll('button')].find((b) => b.textContent === 'Add edition')!.click());
    expect(field('Edition 2', 'Edition medium').value).toBe('Silkscreen');
  });
});

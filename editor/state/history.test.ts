import { History } from '@craftjs/utils';
import type { Patch } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginGesture, endGesture, HISTORY_LIMIT, limitHistory, type CraftHistory } from './history';

/** A change to one block's settings, as Craft's setProp records it. */
function propPatch(id: string, value: string): Patch[] {
  return [{ op: 'replace', path: ['nodes', id, 'data', 'props', 'config', 'text'], value }];
}
/** A structural change (a block added to the page). */
function addPatch(id: string): Patch[] {
  return [{ op: 'add', path: ['nodes', id], value: {} }];
}

function history(): CraftHistory {
  const h = new History() as unknown as CraftHistory;
  limitHistory(h);
  return h;
}

afterEach(() => {
  endGesture();
  vi.useRealTimers();
});

describe('the undo history', () => {
  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    const h = history();
    for (let i = 0; i < 150; i++) h.add(addPatch(`b${i}`), addPatch(`b${i}`));
    expect(h.timeline).toHaveLength(HISTORY_LIMIT);
    expect(h.pointer).toBe(HISTORY_LIMIT - 1);
    expect(h.timeline[0].patches[0].path).toEqual(['nodes', 'b50']);
    expect(h.timeline[HISTORY_LIMIT - 1].patches[0].path).toEqual(['nodes', 'b149']);
  });

  it('merges typing into one step while the keys come quickly, however long it goes on', () => {
    vi.useFakeTimers();
    const h = history();
    h.add(addPatch('t'), addPatch('t'));
    for (let i = 0; i < 40; i++) {
      h.throttleAdd(propPatch('t', 'x'.repeat(i + 1)), propPatch('t', 'x'.repeat(i)), 600);
      vi.advanceTimersByTime(200);
    }
    // 40 keys over 8 s: Craft alone made a new step every 600 ms.
    expect(h.timeline).toHaveLength(2);
    expect(h.timeline[1].patches).toHaveLength(40);
  });

  it('starts a new step after a pause, or when another block or anything else changes', () => {
    vi.useFakeTimers();
    const h = history();
    h.throttleAdd(propPatch('a', '1'), propPatch('a', ''), 600);
    vi.advanceTimersByTime(700);
    h.throttleAdd(propPatch('a', '2'), propPatch('a', '1'), 600);
    expect(h.timeline).toHaveLength(2);
    h.throttleAdd(propPatch('b', '1'), propPatch('b', ''), 600);
    expect(h.timeline).toHaveLength(3);
    h.add(addPatch('c'), addPatch('c'));
    h.throttleAdd(propPatch('c', '1'), propPatch('c', ''), 600);
    expect(h.timeline).toHaveLength(5);
  });

  it('keeps a drag one step however long the pointer rests on the way, and never merges it into the step before', () => {
    vi.useFakeTimers();
    const h = history();
    h.throttleAdd(propPatch('a', 'typed'), propPatch('a', ''), 600);
    beginGesture();
    vi.advanceTimersByTime(100);
    // The drag's first change comes as an ordinary step (not asking to merge), as the controls send it.
    h.add(propPatch('a', '#100'), propPatch('a', 'typed'));
    vi.advanceTimersByTime(2_000);
    h.throttleAdd(propPatch('a', '#200'), propPatch('a', '#100'), 600);
    vi.advanceTimersByTime(1_500);
    h.throttleAdd(propPatch('a', '#300'), propPatch('a', '#200'), 600);
    endGesture();
    expect(h.timeline).toHaveLength(2);
    expect(h.timeline[1].patches).toHaveLength(3);
    vi.advanceTimersByTime(1_000);
    h.throttleAdd(propPatch('a', '#400'), propPatch('a', '#300'), 600);
    expect(h.timeline).toHaveLength(3);
  });

  it('does not merge into a step that was undone back to, and drops the redo steps', () => {
    vi.useFakeTimers();
    const h = history();
    h.throttleAdd(propPatch('a', '1'), propPatch('a', ''), 600);
    vi.advanceTimersByTime(700);
    h.throttleAdd(propPatch('a', '2'), propPatch('a', '1'), 600);
    h.pointer = 0; // undone once
    h.throttleAdd(propPatch('a', '3'), propPatch('a', '1'), 600);
    expect(h.timeline).toHaveLength(2);
    expect(h.timeline[1].patches[0]).toMatchObject({ value: '3' });
  });

  it('is put on a history once', () => {
    const h = history();
    limitHistory(h, 5);
    for (let i = 0; i < 20; i++) h.add(addPatch(`b${i}`), addPatch(`b${i}`));
    expect(h.timeline).toHaveLength(20);
  });
});

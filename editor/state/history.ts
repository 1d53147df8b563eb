import type { EditorState } from '@craftjs/core';
import type { Patch } from 'immer';

/**
 * The undo history's policy, put on Craft's own history object (which keeps immer patches, not
 * snapshots): at most HISTORY_LIMIT steps, the oldest dropped first; and the changes a control asks to
 * merge (Craft's `history.throttle`: typing, a colour or slider drag) kept as one step while they come
 * in quick succession to the same block's settings. Craft's own throttle measures from a step's first
 * change, so a long drag or a sentence typed became several steps, and it merged into whatever step
 * came last, even after an undo or from another block.
 */
export const HISTORY_LIMIT = 100;

interface Step {
  patches: Patch[];
  inversePatches: Patch[];
  timestamp: number;
}

/** The part of Craft's History class this module changes. */
export interface CraftHistory {
  timeline: Step[];
  pointer: number;
  add(patches: Patch[], inversePatches: Patch[]): void;
  throttleAdd(patches: Patch[], inversePatches: Patch[], rate?: number): void;
}

const limited = new WeakSet<object>();

/**
 * A drag on a merging control (a colour picker, a slider): `on` while the pointer is down, and the step
 * the drag has made so far (null until its first change).
 */
const gesture: { on: boolean; step: Step | null } = { on: false, step: null };

/**
 * A drag on a merging control begins: every change it makes to the same block's settings is one step
 * until it ends, however long the pointer rests on the way (the time window alone split a slow drag).
 */
export function beginGesture(): void {
  gesture.on = true;
  gesture.step = null;
  if (typeof window === 'undefined') return;
  // The drag ends wherever the pointer is let go, on the control or not.
  const end = () => {
    endGesture();
    window.removeEventListener('pointerup', end, true);
    window.removeEventListener('pointercancel', end, true);
  };
  window.addEventListener('pointerup', end, true);
  window.addEventListener('pointercancel', end, true);
}

export function endGesture(): void {
  gesture.on = false;
  gesture.step = null;
}

/** The blocks whose settings (props) a change touches, or null when it touches anything else. */
function propsTouched(patches: Patch[]): Set<string> | null {
  const ids = new Set<string>();
  for (const { path } of patches) {
    if (path[0] !== 'nodes' || path[2] !== 'data' || path[3] !== 'props') return null;
    ids.add(String(path[1]));
  }
  return ids;
}

/** Whether a merge-asking change continues the last step: the same blocks' settings, and nothing else. */
function continues(last: Step, patches: Patch[]): boolean {
  const before = propsTouched(last.patches);
  const now = propsTouched(patches);
  return !!before && !!now && [...now].every((id) => before.has(id));
}

/** Drops the oldest steps beyond the limit; the pointer keeps pointing at the same step. */
function trim(history: CraftHistory, limit: number): void {
  const excess = history.timeline.length - limit;
  if (excess <= 0) return;
  history.timeline.splice(0, excess);
  history.pointer = Math.max(-1, history.pointer - excess);
}

/** Puts the policy on a Craft history (once; later calls do nothing). */
export function limitHistory(history: CraftHistory, limit: number = HISTORY_LIMIT): void {
  if (limited.has(history)) return;
  limited.add(history);
  const add = history.add.bind(history);
  history.add = (patches, inversePatches) => {
    add(patches, inversePatches);
    trim(history, limit);
    // A drag's first change is an ordinary step; the drag's later ones merge into it.
    if (gesture.on) gesture.step = history.timeline[history.pointer] ?? null;
  };
  history.throttleAdd = (patches, inversePatches, rate = 500) => {
    if (patches.length === 0 && inversePatches.length === 0) return;
    const last = history.timeline[history.pointer];
    const atEnd = history.pointer === history.timeline.length - 1;
    const now = Date.now();
    // Within a drag, merged only into the step the drag itself made (never into one from before it);
    // otherwise while the changes come quickly.
    const recent = last !== undefined && (gesture.on ? last === gesture.step : now - last.timestamp < rate);
    if (last && atEnd && recent && continues(last, patches)) {
      // The window slides: each change that merges keeps the step open a little longer.
      history.timeline[history.pointer] = { timestamp: now, patches: [...last.patches, ...patches], inversePatches: [...inversePatches, ...last.inversePatches] };
      if (gesture.on) gesture.step = history.timeline[history.pointer];
      return;
    }
    history.add(patches, inversePatches);
  };
}

/**
 * Gives blocks that undo or redo brought back their own component again. Immer copies every plain
 * object in a patch as it applies it, and a memoised component (every block's) is a plain object: the
 * block came back with a copy that Craft's resolver does not know, so saving threw, and a Columns
 * block rendered new, empty columns in place of its own. Craft calls this (its normalizeNodes) after
 * the undo, before anything renders; only blocks that were not there before are looked at.
 */
export function restoreNodeTypes(draft: EditorState, previous: EditorState, action: { type: string }): void {
  if (action.type !== 'HISTORY_UNDO' && action.type !== 'HISTORY_REDO') return;
  const { resolver } = previous.options;
  for (const id of Object.keys(draft.nodes)) {
    if (previous.nodes[id]) continue;
    const data = draft.nodes[id].data;
    const own = resolver[data.name];
    if (own && data.type !== own) data.type = own;
  }
}

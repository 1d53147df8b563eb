// @vitest-environment happy-dom
import { Editor, Element, Frame, Positioner, ROOT_NODE, useEditor, useNode, type EditorState, type EditorStore, type Options } from '@craftjs/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { act, type ReactElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getDOMInfo } from '@craftjs/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../schema';
import { createCanvasHandlers, hoveredBlock } from './canvas/handlers';
import { RESOLVER } from './nodes';
import { toCraft } from './serialize';

/**
 * What the Craft.js patches (patches/, see patches/README.md) and the canvas's own handlers change,
 * proven on a real editor holding 1,000 blocks.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const N = 1000;
/** Mounting 1,000 blocks takes a second or two; on a loaded machine several. The limit only catches a hang. */
vi.setConfig({ testTimeout: 30_000 });

function page(n: number): Page {
  return {
    pageId: 'p',
    title: 'Page',
    slug: '',
    type: 7,
    showInNavigation: true,
    isTitleVisible: false,
    blocks: Array.from({ length: n }, (_, i) => ({ id: `b-${i}`, type: 'text', config: { text: `Block ${i}`, variant: 'paragraph', align: 'left' } })),
  };
}

interface Mounted {
  store: EditorStore;
  /** Store updates (notifications to subscribers) since mounting began. */
  updates(): number;
  /** Subscriptions made since mounting began. */
  subscriptions(): number;
  /** Calls of the subscriptions' watch functions (what a store update checks before it collects). */
  checks(): number;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = null;
});

/** Renders an editor into a fresh container, and lets its first effects and microtasks run. */
async function render(element: ReactElement): Promise<void> {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

let grabbed: EditorStore | null = null;
/** Put inside an <Editor>: keeps its store in `grabbed`. */
function Grab() {
  grabbed = useEditor().store;
  return null;
}

/** Mounts the builder's editor on a page of n text blocks; the spy sees the store before any block mounts. */
async function mount(n: number, options: Partial<Options> = {}): Promise<Mounted> {
  let store: EditorStore | null = null;
  let updates = 0;
  let subscriptions = 0;
  let checks = 0;
  type Watch = ((state: EditorState) => unknown) & { key?: unknown; also?: unknown };
  const counted = (watch: Watch | undefined) => watch && Object.assign((state: EditorState) => ((checks += 1), watch(state)), { key: watch.key, also: watch.also });
  function Spy(): ReactElement | null {
    const { store: s } = useEditor();
    if (!store) {
      store = s;
      s.subscribe(() => ++updates, () => undefined);
      const subscribe = s.subscribe;
      s.subscribe = ((collector: () => unknown, onChange: () => void, collectOnCreate?: boolean, watch?: Watch) => {
        subscriptions += 1;
        return (subscribe as unknown as (...args: unknown[]) => () => void)(collector, onChange, collectOnCreate, counted(watch));
      }) as unknown as typeof subscribe;
    }
    return null;
  }
  await render(
    <Editor resolver={RESOLVER} handlers={createCanvasHandlers} {...options}>
      <Spy />
      <Frame data={toCraft(page(n))} />
    </Editor>,
  );
  return { store: store!, updates: () => updates, subscriptions: () => subscriptions, checks: () => checks };
}

describe('the canvas handlers', () => {
  it('store the elements of 1,000 mounting blocks in one update, not one each', async () => {
    const editor = await mount(N);
    const nodes = editor.store.query.getNodes();
    expect(Object.values(nodes).filter((node) => node.id !== ROOT_NODE && node.dom)).toHaveLength(N);
    // deserialize, the elements, and the editor's first notification: a handful, whatever N is.
    expect(editor.updates()).toBeLessThan(10);
  });
});

describe('patch: <Editor> serialises the page only for onNodesChange', () => {
  it('does not serialise 1,000 blocks on each change when no onNodesChange is given', async () => {
    const editor = await mount(N);
    let serialised = 0;
    const serialize = editor.store.query.serialize;
    editor.store.query.serialize = () => {
      serialised += 1;
      return serialize();
    };
    await act(async () => {
      for (let i = 0; i < 10; i++) editor.store.actions.setNodeEvent('hovered', `b-${i}`);
    });
    expect(serialised).toBe(0);
  });

  it('still calls onNodesChange after a change when one is given', async () => {
    let calls = 0;
    const editor = await mount(10, { onNodesChange: () => (calls += 1) });
    const before = calls;
    await act(async () => editor.store.actions.setProp('b-1', (props: { config: { text: string } }) => (props.config.text = 'changed')));
    expect(calls).toBeGreaterThan(before);
  });
});

describe('patches: useNode() without a collector does not subscribe; a node renderer has one subscription', () => {
  it('gives 1,000 blocks two subscriptions each (Craft’s node renderer and its default renderer), none for the block itself', async () => {
    const editor = await mount(N);
    expect(editor.subscriptions()).toBeLessThanOrEqual(2 * (N + 1) + 5);
    expect(editor.subscriptions()).toBeGreaterThanOrEqual(2 * N);
  });
});

describe('patch: a subscriber whose first value equals what its component rendered does not re-render it', () => {
  it('renders each of 1,000 blocks once while the page mounts, not again on the first store update', async () => {
    let rendered = 0;
    const onRender = ({ render }: { render: ReactElement }) => {
      rendered += 1;
      return render;
    };
    await mount(N, { onRender });
    // every block and the page, once
    expect(rendered).toBe(N + 1);
  });
});

describe('patch: useNode() collects again only when its node changed', () => {
  it('runs the collector of the changed block, not those of 1,000 unchanged ones', async () => {
    let collected = 0;
    function Probe({ text }: { text: string }) {
      const { shown, connectors } = useNode((node) => {
        collected += 1;
        return { shown: node.data.props.text as string };
      });
      return <p ref={(el) => void (el && connectors.connect(el))}>{shown || text}</p>;
    }
    function Root({ children }: { children?: ReactNode }) {
      const { connectors } = useNode();
      return <div ref={(el) => void (el && connectors.connect(el))}>{children}</div>;
    }
    await render(
      <Editor resolver={{ Probe, Root }} handlers={createCanvasHandlers}>
        <Grab />
        <Frame>
          <Element is={Root} canvas id="page">
            {Array.from({ length: N }, (_, i) => (
              <Probe key={i} text={`Probe ${i}`} />
            ))}
          </Element>
        </Frame>
      </Editor>,
    );
    const store = grabbed;
    const ids = store!.query.node(ROOT_NODE).get().data.nodes;
    expect(ids).toHaveLength(N);
    collected = 0;
    await act(async () => store!.actions.setProp(ids[7], (props: { text: string }) => (props.text = 'changed')));
    expect(container!.textContent).toContain('changed');
    // the changed block's collector (and a render of it), not a thousand
    expect(collected).toBeLessThan(5);
  });
});

describe('patch: a subscription may say what it watches', () => {
  it('runs a collector again only when what it watches is another object', async () => {
    const editor = await mount(N);
    let collected = 0;
    const subscribe = editor.store.subscribe as unknown as (
      collector: () => unknown,
      onChange: () => void,
      collectOnCreate: boolean,
      watch: (state: EditorState) => unknown,
    ) => () => void;
    const unsubscribe = subscribe(
      () => (collected += 1),
      () => undefined,
      false,
      (state) => state.nodes['b-1'],
    );
    const setText = (id: string, text: string) =>
      act(async () => editor.store.actions.setProp(id, (props: { config: { text: string } }) => (props.config.text = text)));
    await setText('b-2', 'two'); // the first update collects
    expect(collected).toBe(1);
    await setText('b-3', 'three');
    await act(async () => editor.store.actions.selectNode('b-4'));
    expect(collected).toBe(1);
    await setText('b-1', 'one');
    expect(collected).toBe(2);
    unsubscribe();
  });
});

describe('patch: measuring the children of a drop target reads less style', () => {
  it('reads the container’s style once for 1,000 children, and no padding when asked not to', () => {
    const parent = document.createElement('div');
    parent.style.cssText = 'display: block; float: none';
    const children = Array.from({ length: N }, () => {
      const child = parent.appendChild(document.createElement('p'));
      child.style.cssText = 'display: block; position: static; overflow: visible; margin: 4px 0; padding: 2px';
      return child;
    });
    document.body.append(parent);
    const spy = vi.spyOn(window, 'getComputedStyle');
    const measure = getDOMInfo as unknown as (el: HTMLElement, options?: { padding: boolean }) => ReturnType<typeof getDOMInfo>;
    const dims = children.map((child) => measure(child, { padding: false }));
    const parentReads = spy.mock.calls.filter(([el]) => el === parent).length;
    spy.mockRestore();
    parent.remove();
    expect(parentReads).toBe(1);
    expect(dims.every((dim) => dim.inFlow && dim.padding === undefined && dim.margin.top === 4)).toBe(true);
    // without the option, as before
    document.body.append(parent);
    expect(getDOMInfo(children[0]).padding).toEqual({ left: 2, right: 2, top: 2, bottom: 2 });
    parent.remove();
  });
});

describe('patch: a drop target’s children are measured up to the pointer', () => {
  it('measures one of 1,000 blocks for a drop before the first', async () => {
    const editor = await mount(N);
    const doms = new Set<Element | null>();
    editor.store.query.node(ROOT_NODE).get().dom!.style.cssText = 'display: block; float: none';
    for (const id of editor.store.query.node(ROOT_NODE).get().data.nodes) {
      const dom = editor.store.query.node(id).get().dom!;
      dom.style.cssText = 'display: block; position: static; overflow: visible; margin: 0';
      doms.add(dom);
    }
    const spy = vi.spyOn(window, 'getComputedStyle');
    const positioner = new Positioner(editor.store, { type: 'existing', nodes: ['b-500'] });
    const indicator = positioner.computeIndicator(ROOT_NODE, 0, -1);
    const measured = spy.mock.calls.filter(([el]) => doms.has(el)).length;
    spy.mockRestore();
    positioner.cleanup();
    expect(indicator?.placement).toMatchObject({ index: 0, where: 'before' });
    expect(measured).toBe(1);
  });
});

describe('Craft on immer 11 (package.json overrides, one import in @craftjs/utils)', () => {
  it('resolves @craftjs/utils to the project’s immer', () => {
    const fromCraft = createRequire(createRequire(import.meta.url).resolve('@craftjs/utils/package.json')).resolve('immer/package.json');
    const version = (JSON.parse(readFileSync(fromCraft, 'utf8')) as { version: string }).version;
    expect(version.split('.')[0]).toBe('11');
  });

  it('undoes and redoes edits on a page of 1,000 blocks', async () => {
    const editor = await mount(N);
    const text = (id: string) => (editor.store.query.node(id).get().data.props as { config: { text: string } }).config.text;
    await act(async () => editor.store.actions.setProp('b-500', (props: { config: { text: string } }) => (props.config.text = 'edited')));
    await act(async () => editor.store.actions.delete('b-2'));
    expect(text('b-500')).toBe('edited');
    await act(async () => editor.store.actions.history.undo());
    expect(editor.store.query.node(ROOT_NODE).get().data.nodes).toHaveLength(N);
    await act(async () => editor.store.actions.history.undo());
    expect(text('b-500')).toBe('Block 500');
    await act(async () => editor.store.actions.history.redo());
    expect(text('b-500')).toBe('edited');
  });
});

describe('patch: a subscription keyed to a node is checked only when a change touches that node', () => {
  type Watch = ((state: EditorState) => unknown) & { key?: [string, string]; also?: string[] };
  const subscribeOf = (store: EditorStore) =>
    store.subscribe as unknown as (collector: () => unknown, onChange: () => void, collectOnCreate: boolean, watch: Watch) => () => void;
  const keyed = (id: string, also?: string[]) => {
    const watch: Watch & { calls: number } = Object.assign((state: EditorState) => ((watch.calls += 1), state.nodes[id]), { calls: 0, key: ['nodes', id] as [string, string], also });
    return watch;
  };

  it('checks the changed block’s subscription, not those of the others, and all of them on undo', async () => {
    const editor = await mount(N);
    const setText = (id: string, text: string) =>
      act(async () => editor.store.actions.setProp(id, (props: { config: { text: string } }) => (props.config.text = text)));
    let collected = 0;
    const one = keyed('b-1');
    const unsubscribe = subscribeOf(editor.store)(() => (collected += 1), () => undefined, false, one);
    await setText('b-2', 'two');
    await setText('b-3', 'three');
    await act(async () => editor.store.actions.selectNode('b-4'));
    expect(one.calls).toBe(0);
    await setText('b-1', 'one');
    expect(one.calls).toBe(1);
    expect(collected).toBe(1);
    // undo replaces the state as a whole: every subscription is checked, and this one collects again
    await act(async () => editor.store.actions.history.undo());
    expect(one.calls).toBe(2);
    expect(collected).toBe(2);
    expect(editor.store.query.node('b-1').get().data.props.config.text).not.toBe('one');
    unsubscribe();
    await setText('b-1', 'again');
    expect(one.calls).toBe(2);
  });

  it('checks a subscription that also watches the options when the options change', async () => {
    const editor = await mount(N);
    const watch = keyed('b-1', ['options']);
    const unsubscribe = subscribeOf(editor.store)(() => undefined, () => undefined, false, watch);
    await act(async () => editor.store.actions.setProp('b-2', (props: { config: { text: string } }) => (props.config.text = 'two')));
    expect(watch.calls).toBe(0);
    await act(async () => editor.store.actions.setOptions((options) => (options.enabled = false)));
    expect(watch.calls).toBe(1);
    unsubscribe();
  });

  it('checks a handful of the 1,000 blocks’ own subscriptions for one keystroke, not two thousand', async () => {
    const editor = await mount(N);
    expect(editor.subscriptions()).toBeGreaterThanOrEqual(2 * N);
    const before = editor.checks();
    await act(async () => editor.store.actions.setProp('b-500', (props: { config: { text: string } }) => (props.config.text = 'typed')));
    expect(editor.store.query.node('b-500').get().dom?.textContent).toContain('typed');
    expect(editor.checks() - before).toBeGreaterThan(0);
    expect(editor.checks() - before).toBeLessThan(10);
  });
});

describe('the canvas handlers keep hovering out of Craft’s store', () => {
  it('follows the pointer over 1,000 blocks without a store update', async () => {
    const editor = await mount(N);
    const hover = hoveredBlock(editor.store);
    const dom = (id: string) => editor.store.query.node(id).get().dom!;
    const before = editor.updates();
    dom('b-10').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(hover.get()).toBe('b-10');
    dom('b-10').dispatchEvent(new MouseEvent('mouseleave'));
    expect(hover.get()).toBeNull();
    dom('b-11').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(hover.get()).toBe('b-11');
    expect(editor.updates()).toBe(before);
    // a block that goes away is no longer hovered
    await act(async () => editor.store.actions.delete('b-11'));
    expect(hover.get()).toBeNull();
  });
});

describe('patch: NodeElement is memoised', () => {
  it('moving one block among 1,000 renders the parent and the moved block, not every sibling', async () => {
    let rendered = 0;
    const onRender = ({ render }: { render: ReactElement }) => {
      rendered += 1;
      return render;
    };
    const editor = await mount(N, { onRender });
    rendered = 0;
    await act(async () => editor.store.actions.move('b-0', ROOT_NODE, N));
    expect(rendered).toBeLessThan(10);
    expect(editor.store.query.node(ROOT_NODE).get().data.nodes.at(-1)).toBe('b-0');
  });
});

describe('patch: subscribers compare shallowly before deeply', () => {
  it('re-renders a subscriber when what it collects changes, and not when it is only rebuilt', async () => {
    const renders = { same: 0, changed: 0 };
    function Same() {
      useEditor((state) => ({ ids: Object.keys(state.nodes) }));
      renders.same += 1;
      return null;
    }
    function Changed() {
      useEditor((state) => ({ hovered: [...state.events.hovered] }));
      renders.changed += 1;
      return null;
    }
    await render(
      <Editor resolver={RESOLVER} handlers={createCanvasHandlers}>
        <Grab />
        <Same />
        <Changed />
        <Frame data={toCraft(page(20))} />
      </Editor>,
    );
    const store = grabbed;
    const before = { ...renders };
    await act(async () => store!.actions.setNodeEvent('hovered', 'b-3'));
    expect(renders.same).toBe(before.same);
    expect(renders.changed).toBe(before.changed + 1);
  });
});

describe('patch: collected values are compared deeply without lodash', () => {
  class Point {
    constructor(
      readonly x: number,
      readonly y: number,
    ) {}
  }
  const same = () => undefined;
  const element = document.createElement('div');
  const cyclic = () => {
    const a: { name: string; self?: unknown; list: unknown[] } = { name: 'a', list: [] };
    a.self = a;
    a.list.push(a);
    return a;
  };
  // [what, the value first collected, a rebuilt value, whether the rebuilt one is another value]
  const cases: [string, () => unknown, () => unknown, boolean][] = [
    ['nested arrays and objects, rebuilt', () => ({ ids: ['a', 'b'], at: { x: 1, y: [2, { z: 3 }] } }), () => ({ ids: ['a', 'b'], at: { x: 1, y: [2, { z: 3 }] } }), false],
    ['a nested value changed', () => ({ at: { y: [2, { z: 3 }] } }), () => ({ at: { y: [2, { z: 4 }] } }), true],
    ['a key added with no value', () => ({ a: 1 }), () => ({ a: 1, b: undefined }), true],
    ['arrays of other lengths', () => [1, 2], () => [1, 2, 3], true],
    ['NaN', () => ({ n: NaN }), () => ({ n: NaN }), false],
    ['a Set with the same members in another order', () => new Set(['a', 'b', { c: 1 }]), () => new Set([{ c: 1 }, 'b', 'a']), false],
    ['a Set with another member', () => new Set(['a', 'b']), () => new Set(['a', 'c']), true],
    ['a Map with the same entries', () => new Map([['a', { v: 1 }]]), () => new Map([['a', { v: 1 }]]), false],
    ['a Map with another value', () => new Map([['a', { v: 1 }]]), () => new Map([['a', { v: 2 }]]), true],
    ['the same date', () => ({ d: new Date(5) }), () => ({ d: new Date(5) }), false],
    ['another date', () => ({ d: new Date(5) }), () => ({ d: new Date(6) }), true],
    ['the same function', () => ({ f: same }), () => ({ f: same }), false],
    ['another function', () => ({ f: () => undefined }), () => ({ f: () => undefined }), true],
    ['the same element', () => ({ dom: element }), () => ({ dom: element }), false],
    ['another element alike', () => ({ dom: document.createElement('p') }), () => ({ dom: document.createElement('p') }), true],
    ['an instance and a plain object with the same keys', () => ({ p: new Point(1, 2) }), () => ({ p: { x: 1, y: 2 } }), true],
    ['two instances alike', () => ({ p: new Point(1, 2) }), () => ({ p: new Point(1, 2) }), false],
    ['a structure that holds itself, rebuilt', () => ({ c: cyclic() }), () => ({ c: cyclic() }), false],
  ];

  it.each(cases)('%s', async (_, first, rebuilt, changes) => {
    let value = first();
    let renders = 0;
    function Collects() {
      useEditor(() => ({ value }));
      renders += 1;
      return null;
    }
    await render(
      <Editor resolver={RESOLVER} handlers={createCanvasHandlers}>
        <Grab />
        <Collects />
        <Frame data={toCraft(page(3))} />
      </Editor>,
    );
    const before = renders;
    value = rebuilt();
    await act(async () => grabbed!.actions.setNodeEvent('hovered', 'b-1'));
    expect(renders).toBe(changes ? before + 1 : before);
  });

  it('leaves lodash out of the builder’s @craftjs/utils', () => {
    const esm = new URL('dist/esm/index.js', `file://${createRequire(import.meta.url).resolve('@craftjs/utils/package.json')}`);
    const utils = readFileSync(esm, 'utf8');
    expect(utils).toContain('useMethods');
    expect(utils).not.toContain('lodash');
  });
});

import { startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { own } from '../schema/own';
import { CommerceApiContext, createCommerceApi } from './commerce/api';
import { browserStorage, CART_CHANGE_EVENT, CART_STORAGE_KEY, cartItemCount, readStoredCart } from './commerce/cart-storage';
import { DataSourceContext } from './data/context';
import { createHttpDataSource } from './data/http';
import { replayEarlyPress } from './islands/early-press';
import { HYDRATE_ISLANDS_EVENT, HYDRATED_ATTRIBUTE, type HydrateIslandsDetail } from './islands/hydrate-request';
import { nextIdentifierPrefix } from './islands/id-prefix';
import { ISLAND_LOADERS } from './islands/loaders';
import { updateCartCounters } from './site/inline-scripts';

/**
 * Browser entry for visitor pages: hydrates every server-rendered island with the props it was
 * rendered with, and keeps the header's cart counter in step with the stored cart. Only the islands
 * on this page are fetched, all at once; they hydrate in document order.
 */
type AnyIsland = ComponentType<Record<string, unknown>>;

const sub = document.documentElement.dataset.sub ?? '';
// Set when the page shows another site's content (the spec's dataSub): its lists page on through it.
const dataSub = document.documentElement.dataset.dataSub;
const dataSource = createHttpDataSource({ sub, dataSub });
const commerceApi = createCommerceApi();

function parseProps(element: HTMLElement): Record<string, unknown> | null {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const loaders = ISLAND_LOADERS as unknown as Record<string, () => Promise<AnyIsland>>;

/** Each island's component, asked for once however often it appears; undefined for an unknown name or a module that failed to load. */
const components = new Map<string, Promise<AnyIsland | undefined>>();
function loadIsland(name: string): Promise<AnyIsland | undefined> {
  let component = components.get(name);
  if (!component) {
    const load = own(loaders, name);
    component = load ? load().catch(() => undefined) : Promise.resolve(undefined);
    components.set(name, component);
  }
  return component;
}

/**
 * Hydrates an island as a transition, which React renders in slices of a few milliseconds with the
 * browser free in between, instead of one task as long as the whole island (four times longer on a
 * phone, and counted against the page's blocking time). A press on the island before it is done makes
 * React finish it at once to handle the press.
 */
function hydrateInSlices(element: HTMLElement, children: ReactNode) {
  let root!: ReturnType<typeof hydrateRoot>;
  startTransition(() => {
    root = hydrateRoot(element, children, { identifierPrefix: nextIdentifierPrefix() });
  });
  return root;
}

async function hydrateIslands(root: ParentNode = document, request?: HydrateIslandsDetail): Promise<void> {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  const loads = elements.map((element) => loadIsland(element.dataset.island ?? ''));
  for (const [i, element] of elements.entries()) {
    const name = element.dataset.island ?? '';
    const Component = await loads[i];
    if (request?.signal.aborted) return;
    const props = parseProps(element);
    if (!Component || !props) {
      console.warn(`Island "${name}" cannot be hydrated`);
      continue;
    }
    const hydrated = hydrateInSlices(
      element,
      <DataSourceContext.Provider value={dataSource}>
        <CommerceApiContext.Provider value={commerceApi}>
          <Component {...props} />
        </CommerceApiContext.Provider>
      </DataSourceContext.Provider>,
    );
    // From here React holds the island's events (a click before hydration ends is replayed after it).
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    request?.adopt(hydrated);
    replayEarlyPress(element);
  }
}

function refreshCartCounters(): void {
  updateCartCounters(document, cartItemCount(readStoredCart(browserStorage())));
}

window.addEventListener(CART_CHANGE_EVENT, refreshCartCounters);
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === CART_STORAGE_KEY) refreshCartCounters();
});
window.addEventListener(HYDRATE_ISLANDS_EVENT, (event) => {
  const detail = (event as CustomEvent<HydrateIslandsDetail>).detail;
  void hydrateIslands(detail.root, detail);
});
void hydrateIslands();

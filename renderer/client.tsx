import { hydrateRoot } from 'react-dom/client';
import { CommerceApiContext, createCommerceApi } from './commerce/api';
import { browserStorage, CART_CHANGE_EVENT, CART_STORAGE_KEY, cartItemCount, readStoredCart } from './commerce/cart-storage';
import { DataSourceContext } from './data/context';
import { createHttpDataSource } from './data/http';
import { islandComponent } from './islands/registry';
import { updateCartCounters } from './site/inline-scripts';

/**
 * Browser entry for visitor pages: hydrates every server-rendered island with the props it was
 * rendered with, and keeps the header's cart counter in step with the stored cart.
 */
const sub = document.documentElement.dataset.sub ?? '';
const dataSource = createHttpDataSource({ sub });
const commerceApi = createCommerceApi();

function parseProps(element: HTMLElement): Record<string, unknown> | null {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    return typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island ?? '';
  const Component = islandComponent(name);
  const props = parseProps(element);
  if (!Component || !props) {
    console.warn(`Island "${name}" cannot be hydrated`);
    continue;
  }
  hydrateRoot(
    element,
    <DataSourceContext.Provider value={dataSource}>
      <CommerceApiContext.Provider value={commerceApi}>
        <Component {...props} />
      </CommerceApiContext.Provider>
    </DataSourceContext.Provider>,
  );
}

function refreshCartCounters(): void {
  updateCartCounters(document, cartItemCount(readStoredCart(browserStorage())));
}

window.addEventListener(CART_CHANGE_EVENT, refreshCartCounters);
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === CART_STORAGE_KEY) refreshCartCounters();
});

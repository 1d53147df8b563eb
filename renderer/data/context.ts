import { createContext, useContext } from 'react';
import type { DataSource } from './source';

/**
 * The DataSource islands load further content through. The browser entry provides one over /api;
 * null (the default) means nothing can be loaded, as in server rendering and in the builder.
 */
export const DataSourceContext = createContext<DataSource | null>(null);

export function useDataSource(): DataSource | null {
  return useContext(DataSourceContext);
}

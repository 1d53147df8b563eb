import { useContext, useEffect, useState } from 'react';
import type { RenderMode } from '../blocks/types';
import { useDataSource } from './context';
import { fetchList, kindOf, type ListRequest } from './lists';
import { PageDataContext, type ListResponse } from './source';

export interface ListPageState {
  /** The first page, or null while it has not come (or could not be had). */
  response: ListResponse | null;
  loading: boolean;
}

/**
 * A list block's first page (spec §4 Lists). Visitors get the page the server resolved before
 * rendering. The builder loads the open site's own items through its DataSource on mount, at the
 * builder page size, and again whenever the block's settings change the request; the items already
 * shown stay until the new ones come, so the canvas does not jump on every keystroke. A list given no
 * data where a DataSource exists loads on mount too.
 */
export function useListPage(blockId: string, request: ListRequest, mode: RenderMode): ListPageState {
  const given = useContext(PageDataContext).lists[blockId];
  const source = useDataSource();
  const key = JSON.stringify(request);
  const shouldLoad = source !== null && (mode === 'builder' || given === undefined);
  const [loaded, setLoaded] = useState<{ key: string; response: ListResponse | null } | null>(null);

  useEffect(() => {
    if (!shouldLoad || !source) return;
    let live = true;
    fetchList(source, JSON.parse(key) as ListRequest).then(
      (response) => live && setLoaded({ key, response }),
      () => live && setLoaded({ key, response: null }),
    );
    return () => {
      live = false;
    };
  }, [shouldLoad, source, key]);

  if (!shouldLoad) return { response: given && kindOf(given) === request.kind ? given : null, loading: false };
  return { response: loaded?.response ?? null, loading: loaded?.key !== key };
}

import { useEffect, useState, type ReactNode } from 'react';
import { useDataSource } from '../../renderer/data/context';
import { DetailContext } from '../../renderer/pages/detail/context';
import type { TemplateRoute } from '../../renderer/pages/detail/routes';
import { SearchContext } from '../../renderer/pages/search/context';
import type { SearchRoute } from '../../renderer/pages/search/route';
import { isArtistSite, useSite } from '../../renderer/site/context';
import { CELL_CONTENT_KIND } from '../../schema/cell-templates';
import { isCellTemplate, type ItemTemplateKind, type TemplateKind } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { useEditorUi } from '../state/store';

/** The page template whose item a cell template is shown with: an artwork's for an artwork's cell… */
const CELL_ITEM_TEMPLATE: Record<string, ItemTemplateKind> = { inventory: 'inventory', artists: 'artist', shows: 'show', blogs: 'post' };

type Shown = { kind: Exclude<TemplateKind, 'search'>; route: TemplateRoute } | { kind: 'search'; route: SearchRoute };

/**
 * While a template is open, what its blocks draw: for a detail template the site's own first item of
 * the kind (for a cell template, of the kind its cells draw), for the search results page a search the site's own content answers, loaded once the
 * template opens (a sample if it cannot be). Outside templates there is none.
 */
export function TemplatePreview({ children }: { children: ReactNode }) {
  const kind = useEditorUi((s) => templateOfPageId(s.currentPageId));
  const source = useDataSource();
  const artistSite = isArtistSite(useSite());
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    // The not found and password pages show no item.
    if (!kind || kind === 'notFound' || kind === 'password') return;
    let live = true;
    const document = useEditorUi.getState().document;
    if (!document) return;
    // The loaders (and the sample items) come with the first template opened, not in the builder's first load.
    const loading: Promise<Shown> =
      kind === 'search'
        ? import('../state/search-preview').then(({ loadSearchPreview, sampleSearchRoute }) =>
            loadSearchPreview(source, artistSite).then(
              (route) => ({ kind, route }),
              () => ({ kind, route: sampleSearchRoute(artistSite) }),
            ),
          )
        : import('../state/template-preview').then(({ loadTemplateItem, sampleRoute }) => {
            const item = isCellTemplate(kind) ? CELL_ITEM_TEMPLATE[CELL_CONTENT_KIND[kind]] : kind;
            return loadTemplateItem(source, item, document).then(
              (route) => ({ kind, route }),
              () => ({ kind, route: sampleRoute(item, document) }),
            );
          });
    void loading.then((next) => live && setShown(next));
    return () => {
      live = false;
    };
  }, [kind, source, artistSite]);
  const current = kind && shown?.kind === kind ? shown : null;
  return (
    <DetailContext.Provider value={current && current.kind !== 'search' ? current.route : null}>
      <SearchContext.Provider value={current?.kind === 'search' ? current.route : null}>{children}</SearchContext.Provider>
    </DetailContext.Provider>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useDataSource } from '../../renderer/data/context';
import { DetailContext } from '../../renderer/pages/detail/context';
import type { TemplateRoute } from '../../renderer/pages/detail/routes';
import { SearchContext } from '../../renderer/pages/search/context';
import type { SearchRoute } from '../../renderer/pages/search/route';
import { isArtistSite, useSite } from '../../renderer/site/context';
import { CellPreviewContext, type CellPreview } from '../../renderer/blocks/CellParts/preview';
import { CELL_CONTENT_KIND, type CellTemplateKind } from '../../schema/cell-templates';
import { isCellTemplate, type ItemTemplateKind, type TemplateKind } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { useEditorUi } from '../state/store';

/** The page template whose item a cell template is shown with: an artwork's for an artwork's cell… (the others: CellPreview) */
const CELL_ITEM_TEMPLATE: Partial<Record<string, ItemTemplateKind>> = { inventory: 'inventory', artists: 'artist', shows: 'show', blogs: 'post' };

type Shown = { kind: Exclude<TemplateKind, 'search'>; route: TemplateRoute } | { kind: 'search'; route: SearchRoute } | { kind: CellTemplateKind; preview: CellPreview };

/**
 * While a template is open, what its blocks draw: for a detail template the site's own first item of
 * the kind (for a cell template, of the kind its cells draw; for the Gallery Cell and the search result
 * cells, a representative or a result: CellPreview), for the search results page a search the site's own content answers, loaded once the
 * template opens (a sample if it cannot be). Outside templates there is none.
 */
export function TemplatePreview({ children }: { children: ReactNode }) {
  const kind = useEditorUi((s) => templateOfPageId(s.currentPageId));
  const source = useDataSource();
  const artistSite = isArtistSite(useSite());
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    // The not found and password pages and the cookie notice show no item.
    if (!kind || kind === 'notFound' || kind === 'password' || kind === 'cookieNotice') return;
    let live = true;
    const document = useEditorUi.getState().document;
    if (!document) return;
    // The loaders (and the sample items) come with the first template opened, not in the builder's first load.
    const cellPreview = isCellTemplate(kind) && !CELL_ITEM_TEMPLATE[CELL_CONTENT_KIND[kind]];
    const loading: Promise<Shown> = cellPreview
      ? import('../state/cell-preview').then(({ loadCellPreview }) => loadCellPreview(source, kind).then((preview) => ({ kind, preview })))
      : kind === 'search'
        ? import('../state/search-preview').then(({ loadSearchPreview, sampleSearchRoute }) =>
            loadSearchPreview(source, artistSite).then(
              (route) => ({ kind, route }),
              () => ({ kind, route: sampleSearchRoute(artistSite) }),
            ),
          )
        : import('../state/template-preview').then(({ loadTemplateItem, sampleRoute }) => {
            const item = (isCellTemplate(kind) ? CELL_ITEM_TEMPLATE[CELL_CONTENT_KIND[kind]] : kind) as ItemTemplateKind;
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
  const route = current && 'route' in current ? current.route : null;
  return (
    <DetailContext.Provider value={route && route.kind !== 'search' ? route : null}>
      <SearchContext.Provider value={route?.kind === 'search' ? route : null}>
        <CellPreviewContext.Provider value={current && 'preview' in current ? current.preview : null}>{children}</CellPreviewContext.Provider>
      </SearchContext.Provider>
    </DetailContext.Provider>
  );
}

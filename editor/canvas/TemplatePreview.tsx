import { useEffect, useState, type ReactNode } from 'react';
import { useDataSource } from '../../renderer/data/context';
import { DetailContext } from '../../renderer/pages/detail/context';
import type { TemplateRoute } from '../../renderer/pages/detail/routes';
import type { DetailKind } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { loadTemplateItem, sampleRoute } from '../state/template-preview';
import { useEditorUi } from '../state/store';

/**
 * While a detail template is open, the item its blocks draw: the site's own first one of the kind,
 * loaded once the template opens (a sample if it cannot be). Outside templates there is none.
 */
export function TemplatePreview({ children }: { children: ReactNode }) {
  const kind = useEditorUi((s) => templateOfPageId(s.currentPageId));
  const source = useDataSource();
  const [shown, setShown] = useState<{ kind: DetailKind; route: TemplateRoute } | null>(null);
  useEffect(() => {
    if (!kind) return;
    let live = true;
    const document = useEditorUi.getState().document;
    if (!document) return;
    loadTemplateItem(source, kind, document).then(
      (route) => live && setShown({ kind, route }),
      () => live && setShown({ kind, route: sampleRoute(kind, document) }),
    );
    return () => {
      live = false;
    };
  }, [kind, source]);
  return <DetailContext.Provider value={kind && shown?.kind === kind ? shown.route : null}>{children}</DetailContext.Provider>;
}

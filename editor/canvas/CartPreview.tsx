import { useEffect, useState, type ReactNode } from 'react';
import { CartPreviewContext, type CartPreview as Preview } from '../../renderer/commerce/cart-preview-context';
import { useDataSource } from '../../renderer/data/context';
import type { DataSource } from '../../renderer/data/source';
import { cartModeOfPageId } from '../../schema/cart-page';
import { loadCartPreview } from '../state/cart-preview';
import { useEditorUi } from '../state/store';

/**
 * While a cart page mode is open, the cart its blocks draw: the site's own first available works,
 * loaded when the cart page first opens (the cart blocks draw samples until then). Kept for the site
 * while the builder is open, since the modes share it.
 */
export function CartPreview({ children }: { children: ReactNode }) {
  const open = useEditorUi((s) => cartModeOfPageId(s.currentPageId) !== null);
  const source = useDataSource();
  const [loaded, setLoaded] = useState<{ source: DataSource | null; preview: Preview } | null>(null);
  const ready = loaded?.source === source;
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    void loadCartPreview(source).then((preview) => live && setLoaded({ source, preview }));
    return () => {
      live = false;
    };
  }, [open, ready, source]);
  return <CartPreviewContext.Provider value={open && ready ? loaded.preview : null}>{children}</CartPreviewContext.Provider>;
}

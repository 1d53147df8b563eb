import { useId } from 'react';
import { TEMPLATE_KINDS, TEMPLATE_LABEL, type TemplateKind } from '../../../schema/detail-blocks';
import { templatePageId } from '../../../schema/detail-templates';

/**
 * The page templates: each opens on the canvas like a page, a detail template with the site's own
 * first item of its kind, the search results page with a search of the site's own content.
 */
export function Templates({ currentPageId, onOpen }: { currentPageId: string | null; onOpen: (kind: TemplateKind) => void }) {
  const id = useId();
  return (
    <section className="ed-pages-templates" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Templates</h3>
      <p className="ed-field-hint">Every artwork, artist, exhibition and blog post has its page drawn with one of these, every search its results page, and every address without a page the not found page. A list set to open its works over the page shows them in the artwork modal, drawn as the artwork page until you change it. The artwork cells are how a list draws each work in its grid, slideshow or waterfall. Change one and every such page or cell changes.</p>
      <ul className="ed-pages-list">
        {TEMPLATE_KINDS.map((kind) => {
          const open = currentPageId === templatePageId(kind);
          return (
            <li key={kind} className="ed-pages-row">
              <button type="button" className="ed-pages-name" aria-current={open ? 'page' : undefined} onClick={() => onOpen(kind)}>
                <span>{TEMPLATE_LABEL[kind]}</span>
                <span className="ed-pages-meta">{open ? 'Template · open' : 'Template'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

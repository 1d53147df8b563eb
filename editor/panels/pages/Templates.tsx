import { useId } from 'react';
import { isCellTemplate, TEMPLATE_KINDS, TEMPLATE_LABEL, type TemplateKind } from '../../../schema/detail-blocks';
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
      <p className="ed-field-hint">Every artwork, artist, exhibition and blog post has its page drawn with one of these, every search its results page, and every address without a page the not found page. A list set to open its works over the page shows them in the artwork modal, drawn as the artwork page until you change it. The cells are how lists draw each artwork, artist, exhibition, post and representative, and how a search shows each thing it finds. Change one and every such page or cell changes.</p>
      <TemplateList kinds={TEMPLATE_KINDS.filter((kind) => !isCellTemplate(kind))} currentPageId={currentPageId} onOpen={onOpen} label="Page templates" />
      <h4 id={`${id}-cells`} className="ed-pages-subtitle">
        Cells
      </h4>
      <TemplateList kinds={TEMPLATE_KINDS.filter(isCellTemplate)} currentPageId={currentPageId} onOpen={onOpen} labelledBy={`${id}-cells`} />
    </section>
  );
}

function TemplateList({
  kinds,
  currentPageId,
  onOpen,
  label,
  labelledBy,
}: {
  kinds: readonly TemplateKind[];
  currentPageId: string | null;
  onOpen: (kind: TemplateKind) => void;
  label?: string;
  labelledBy?: string;
}) {
  return (
    <ul className="ed-pages-list" aria-label={label} aria-labelledby={labelledBy}>
      {kinds.map((kind) => {
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
  );
}

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState } from 'react';
import {
  externalLinkProblem,
  hasAddress,
  makePage,
  PAGE_TYPE_LABELS,
  PageType,
  parentProblem,
  slugFromTitle,
  slugProblem,
  type Page,
} from '../../../schema';
import { cartModePageId } from '../../../schema/cart-page';
import { templatePageId } from '../../../schema/detail-templates';
import { imageUrl } from '../../../schema/images';
import { useEditorUi, type PagePatch } from '../../state/store';
import { ModalDialog } from '../ModalDialog';
import { useMediaDialog } from '../media/dialog-store';
import { imageRefOf } from '../media/pick-image';
import { firstCartMode } from '../cart-page/cart-modes';
import { PagePasswordField } from './PagePasswordField';
import { CartPageEntry } from './CartPageEntry';
import { Templates } from './Templates';

/**
 * The site's pages in a modal dialog: add, reorder by dragging (or with the keyboard), group, and set
 * each page's title, type, address, menu and search settings; open one on the canvas or delete it.
 * Changes go into the draft like any edit, and reach visitors with Publish.
 */

const TYPE_OPTIONS = Object.entries(PAGE_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** A page id no other page has. */
function newPageId(pages: readonly Page[]): string {
  let id: string;
  do id = `page-${Math.random().toString(36).slice(2, 10)}`;
  while (pages.some((p) => p.pageId === id));
  return id;
}

/** "new-page", or "new-page-2" and on when taken. */
export function freeSlug(pages: readonly Pick<Page, 'slug' | 'type'>[], wanted: string): string {
  const base = wanted || 'page';
  const taken = new Set(pages.filter(hasAddress).map((p) => p.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export default function PagesPanel({ onClose, openPage }: { onClose: () => void; openPage: (pageId: string) => void }) {
  const pages = useEditorUi((s) => s.document?.pages ?? []);
  const currentPageId = useEditorUi((s) => s.currentPageId);
  const { updatePage, addPage, orderPages } = useEditorUi.getState();
  const [selectedId, setSelectedId] = useState<string | null>(currentPageId);
  const selected = pages.find((p) => p.pageId === selectedId) ?? null;
  const [announcement, setAnnouncement] = useState('');

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: unknown) => pages.find((p) => p.pageId === id)?.title || 'Untitled page';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = pages.map((p) => p.pageId);
    orderPages(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const add = () => {
    const title = 'New page';
    const page = makePage(newPageId(pages), title, freeSlug(pages, slugFromTitle(title)));
    const at = selected ? pages.indexOf(selected) + 1 : pages.length;
    addPage(page, at);
    setSelectedId(page.pageId);
    setAnnouncement(`${title} added.`);
  };

  return (
    <ModalDialog title="Pages" closeLabel="Close pages" className="ed-pages" onClose={onClose}>
        <p className="ed-panel-hint">Drag pages (or focus a handle and use Space and the arrow keys) to change their order in the menus. Changes are saved with the page and shown to visitors after Publish.</p>
        <p className="ed-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <div className="ed-media-body">
          <div className="ed-media-grid-wrap">
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements: {
                  onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
                  onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is now at position ${pages.findIndex((p) => p.pageId === over.id) + 1} of ${pages.length}.` : ''),
                  onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at position ${pages.findIndex((p) => p.pageId === over.id) + 1} of ${pages.length}.` : `${titleOf(active.id)} dropped.`),
                  onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
                },
              }}
            >
              <SortableContext items={pages.map((p) => p.pageId)} strategy={verticalListSortingStrategy}>
                <ul className="ed-pages-list" aria-label="Pages in menu order">
                  {pages.map((page) => (
                    <PageRow key={page.pageId} page={page} selected={page.pageId === selectedId} open={page.pageId === currentPageId} onSelect={() => setSelectedId(page.pageId)} />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
            <button type="button" className="ed-primary" onClick={add}>
              Add page
            </button>
            <Templates
              currentPageId={currentPageId}
              onOpen={(kind) => {
                openPage(templatePageId(kind));
                onClose();
              }}
            />
            <CartPageEntry
              currentPageId={currentPageId}
              onOpen={() => {
                openPage(cartModePageId(firstCartMode(useEditorUi.getState().document)));
                onClose();
              }}
            />
          </div>
          {selected && (
            <PageSettings
              key={selected.pageId}
              page={selected}
              pages={pages}
              isOpen={selected.pageId === currentPageId}
              onChange={(patch) => updatePage(selected.pageId, patch)}
              onOpen={() => {
                openPage(selected.pageId);
                onClose();
              }}
              onDelete={() => {
                const title = selected.title || 'Untitled page';
                if (selected.pageId === currentPageId) {
                  // The open page goes after the canvas has moved to another page (the home page if it can).
                  const next = pages.find((p) => p.pageId !== selected.pageId && p.type === PageType.Home) ?? pages.find((p) => p.pageId !== selected.pageId && hasAddress(p));
                  if (!next) return;
                  openPage(next.pageId);
                }
                const stillOpen = useEditorUi.getState().currentPageId;
                useEditorUi.getState().removePage(selected.pageId);
                setSelectedId(stillOpen);
                setAnnouncement(`${title} deleted.`);
              }}
            />
          )}
        </div>
    </ModalDialog>
  );
}

function PageRow({ page, selected, open, onSelect }: { page: Page; selected: boolean; open: boolean; onSelect: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: page.pageId });
  const label = page.title || 'Untitled page';
  return (
    <li
      ref={setNodeRef}
      className={`ed-pages-row${page.parentPageId ? ' ed-pages-row--sub' : ''}${isDragging ? ' ed-pages-row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button type="button" className="ed-pages-handle" aria-label={`Reorder ${label}`} {...attributes} {...listeners}>
        ⠿
      </button>
      <button type="button" className="ed-pages-name" aria-pressed={selected} onClick={onSelect}>
        <span>{label}</span>
        <span className="ed-pages-meta">
          {PAGE_TYPE_LABELS[page.type]}
          {hasAddress(page) ? ` · /${page.slug}` : ''}
          {page.showInNavigation ? '' : ' · not in menu'}
          {open ? ' · open' : ''}
        </span>
      </button>
    </li>
  );
}

function PageSettings({
  page,
  pages,
  isOpen,
  onChange,
  onOpen,
  onDelete,
}: {
  page: Page;
  pages: Page[];
  isOpen: boolean;
  onChange: (patch: PagePatch) => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const pickImage = useMediaDialog((s) => s.pickImage);
  const closeMedia = useMediaDialog((s) => s.close);
  const slugIssue = slugProblem(pages, page);
  const linkIssue = externalLinkProblem(page);
  const parentIssue = parentProblem(pages, page);
  const groups = pages.filter((p) => p.type === PageType.Group && p.pageId !== page.pageId);
  // A page's address follows its title until the owner sets one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(page.slug === slugFromTitle(page.title));

  const setTitle = (title: string) => onChange(slugFollowsTitle && hasAddress(page) && page.type !== PageType.Home ? { title, slug: freeSlug(pages.filter((p) => p.pageId !== page.pageId), slugFromTitle(title)) } : { title });
  const setType = (type: number) => {
    const patch: PagePatch = { type };
    if (type === PageType.Group || type === PageType.Home) patch.parentPageId = null;
    if (type === PageType.Home) patch.slug = '';
    else if (page.type === PageType.Home || (!hasAddress(page) && type !== PageType.Group && type !== PageType.ExternalLink)) patch.slug = freeSlug(pages.filter((p) => p.pageId !== page.pageId), slugFromTitle(page.title));
    onChange(patch);
  };

  const field = (name: string) => `${id}-${name}`;
  // A site keeps at least one page with an address of its own.
  const canDelete = pages.some((p) => p.pageId !== page.pageId && hasAddress(p));
  return (
    <section className="ed-media-details ed-pages-settings" aria-label="Page settings">
      <div className="ed-field">
        <label htmlFor={field('title')}>Title</label>
        <input id={field('title')} type="text" value={page.title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="ed-field">
        <label htmlFor={field('type')}>Page type</label>
        <select id={field('type')} value={page.type} onChange={(e) => setType(Number(e.target.value))}>
          {TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {hasAddress(page) && (
        <div className="ed-field">
          <label htmlFor={field('slug')}>Address</label>
          <div className="ed-pages-slug">
            <span aria-hidden="true">/</span>
            <input
              id={field('slug')}
              type="text"
              value={page.slug}
              disabled={page.type === PageType.Home}
              aria-invalid={slugIssue ? true : undefined}
              aria-describedby={slugIssue ? field('slug-issue') : undefined}
              onChange={(e) => {
                setSlugFollowsTitle(false);
                onChange({ slug: e.target.value });
              }}
            />
          </div>
          {page.type === PageType.Home && <p className="ed-field-hint">The home page is the site’s address itself.</p>}
          {slugIssue && (
            <p id={field('slug-issue')} className="ed-form-error" role="alert">
              {slugIssue}
            </p>
          )}
        </div>
      )}
      {page.type === PageType.ExternalLink && (
        <>
          <div className="ed-field">
            <label htmlFor={field('url')}>Link address</label>
            <input
              id={field('url')}
              type="url"
              placeholder="https://"
              value={page.externalUrl ?? ''}
              aria-invalid={linkIssue ? true : undefined}
              aria-describedby={linkIssue ? field('url-issue') : undefined}
              onChange={(e) => onChange({ externalUrl: e.target.value })}
            />
            {linkIssue && (
              <p id={field('url-issue')} className="ed-form-error" role="alert">
                {linkIssue}
              </p>
            )}
          </div>
          <div className="ed-field">
            <label htmlFor={field('window')}>Opens in</label>
            <select id={field('window')} value={page.externalLinkType === 1 ? 1 : 0} onChange={(e) => onChange({ externalLinkType: Number(e.target.value) })}>
              <option value={0}>A new tab</option>
              <option value={1}>The same window</option>
            </select>
          </div>
        </>
      )}
      {page.type !== PageType.Group && page.type !== PageType.Home && (
        <div className="ed-field">
          <label htmlFor={field('group')}>In the menu under</label>
          <select id={field('group')} value={page.parentPageId ?? ''} onChange={(e) => onChange({ parentPageId: e.target.value || null })}>
            <option value="">Top level</option>
            {groups.map((g) => (
              <option key={g.pageId} value={g.pageId}>
                {g.title || 'Untitled group'}
              </option>
            ))}
          </select>
          {groups.length === 0 && <p className="ed-field-hint">Add a page of type Group to make a submenu.</p>}
          {parentIssue && (
            <p className="ed-form-error" role="alert">
              {parentIssue}
            </p>
          )}
        </div>
      )}
      <label className="ed-check">
        <input type="checkbox" checked={page.showInNavigation} onChange={(e) => onChange({ showInNavigation: e.target.checked })} /> Show in the menu
      </label>
      {hasAddress(page) && (
        <>
          <label className="ed-check">
            <input type="checkbox" checked={page.isTitleVisible} onChange={(e) => onChange({ isTitleVisible: e.target.checked })} /> Show the title on the page
          </label>
          <label className="ed-check">
            <input type="checkbox" checked={page.isProtected === true} onChange={(e) => onChange({ isProtected: e.target.checked })} /> Protect with a password
          </label>
          {page.isProtected === true && <PagePasswordField pageId={page.pageId} />}
          <fieldset className="ed-pages-seo">
            <legend>Search and sharing</legend>
            <div className="ed-field">
              <label htmlFor={field('seo-title')}>Search title</label>
              <input id={field('seo-title')} type="text" maxLength={200} placeholder={page.title} value={page.seoTitle ?? ''} onChange={(e) => onChange({ seoTitle: e.target.value })} />
            </div>
            <div className="ed-field">
              <label htmlFor={field('seo-description')}>Search description</label>
              <textarea id={field('seo-description')} rows={3} maxLength={500} value={page.seoDescription ?? ''} onChange={(e) => onChange({ seoDescription: e.target.value })} />
            </div>
            <div className="ed-field">
              <span className="ed-field-label">Share image</span>
              {page.shareImage ? <img className="ed-image-choice-preview" src={imageUrl(page.shareImage, { width: 240 })} alt="" /> : <p className="ed-field-hint">None: shared links show the site’s first image.</p>}
              <div className="ed-image-choice-actions">
                <button
                  type="button"
                  onClick={() =>
                    pickImage('to show when the page is shared', (item) => {
                      onChange({ shareImage: imageRefOf(item) });
                      closeMedia();
                    })
                  }
                >
                  {page.shareImage ? 'Replace image' : 'Choose image'}
                </button>
                {page.shareImage && (
                  <button type="button" className="ed-quiet" onClick={() => onChange({ shareImage: null })}>
                    Remove image
                  </button>
                )}
              </div>
            </div>
          </fieldset>
        </>
      )}
      <div className="ed-pages-actions">
        {hasAddress(page) && !isOpen && (
          <button type="button" onClick={onOpen}>
            Edit this page
          </button>
        )}
        {confirming ? (
          <div className="ed-media-confirm" role="group" aria-label="Confirm delete">
            <p>Delete “{page.title || 'Untitled page'}” and its blocks? Leave without saving to keep it.</p>
            <button
              type="button"
              className="ed-danger"
              onClick={onDelete}
            >
              Delete page
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" className="ed-danger" disabled={!canDelete} onClick={() => setConfirming(true)}>
            Delete page
          </button>
        )}
        {!canDelete && <p className="ed-field-hint">A site needs at least one page: add another before deleting this one.</p>}
      </div>
    </section>
  );
}

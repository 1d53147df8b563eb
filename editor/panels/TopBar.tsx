import { useEditor } from '@craftjs/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import SiteSwitcher from './SiteSwitcher';
import { FIRST_SCREEN_HASH } from '../admin/screens';
import { builderCommandContext } from '../commands/context';
import { EditMenuButton } from '../commands/EditMenu';
import { commandById } from '../commands/registry';
import { ariaKeyShortcuts, shortcutText } from '../commands/shortcuts';
import { useDocumentActions } from '../state/document-actions';
import { AutosaveToggle } from './autosave/AutosaveToggle';
import { AutosaveText } from './autosave/texts';
import type { OwnerSession, OwnerSite } from '../../schema';
import { useEditorUi, type SaveStatus } from '../state/store';
import { Select } from './fields';
import { useMediaDialog } from './media/dialog-store';
import { partLabel, partOfPageId } from '../../schema/site-parts';
import { TEMPLATE_LABEL } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { cartModeOfPageId } from '../../schema/cart-page';
import { CartPageText } from './cart-page/texts';

/** Loaded the first time the pages panel opens (it brings the drag-and-drop library). */
const PagesPanel = lazy(() => import('./pages/PagesPanel'));
const VersionsPanel = lazy(() => import('./versions/VersionsPanel'));
const SettingsPanel = lazy(() => import('./settings/SettingsPanel'));
const SitePartsPanel = lazy(() => import('./site-parts/SitePartsPanel'));

export function statusText(status: SaveStatus, dirty: boolean): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return dirty ? 'Unsaved changes' : 'Saved';
    case 'autosaved':
      return dirty ? 'Unsaved changes' : AutosaveText.allSaved;
    case 'offline':
      return AutosaveText.offline;
    case 'publishing':
      return 'Publishing…';
    case 'published':
      return dirty ? 'Unsaved changes' : 'Published';
    case 'notice':
    case 'error':
      return status.message;
    default:
      return dirty ? 'Unsaved changes' : '';
  }
}

/** Site name and switcher, page picker, preview width, undo/redo, save, publish, the live site and sign out. */
export function TopBar({ siteName, sites, onSignOut, onSiteSwitched }: { siteName: string; sites: OwnerSite[]; onSignOut: () => void; onSiteSwitched: (session: OwnerSession) => void }) {
  const { save, publish, openPage } = useDocumentActions();
  const { store, canUndo, canRedo } = useEditor((_, query) => ({ canUndo: query.history.canUndo(), canRedo: query.history.canRedo() }));
  const { document, currentPageId, subdomain, device, setDevice, dirty, status } = useEditorUi();
  const busy = status.kind === 'saving' || status.kind === 'publishing';
  const openLibrary = useMediaDialog((s) => s.openLibrary);
  const [pagesOpen, setPagesOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [partsOpen, setPartsOpen] = useState(false);

  // Leaving with unsaved work asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A notice (a block added, a refusal) answers one action: the next click or key anywhere in the
  // builder, or a few seconds, take it away.
  useEffect(() => {
    if (status.kind !== 'notice') return;
    const clear = () => {
      if (useEditorUi.getState().status === status) useEditorUi.getState().setStatus({ kind: 'idle' });
    };
    const docs = [window.document, window.document.querySelector<HTMLIFrameElement>('.ed-canvas-frame')?.contentDocument].filter((d): d is Document => !!d);
    const expire = setTimeout(clear, 8000);
    // Listening starts after the action that raised the notice has finished.
    const listen = setTimeout(() => docs.forEach((d) => ['pointerdown', 'keydown'].forEach((type) => d.addEventListener(type, clear, true))));
    return () => {
      clearTimeout(expire);
      clearTimeout(listen);
      docs.forEach((d) => ['pointerdown', 'keydown'].forEach((type) => d.removeEventListener(type, clear, true)));
    };
  }, [status]);

  const pages = document?.pages ?? [];
  // A header's or footer's own blocks open on the canvas like a page, and are named in the page list meanwhile.
  const openPart = partOfPageId(currentPageId);
  const openTemplate = templateOfPageId(currentPageId);
  const openCartMode = cartModeOfPageId(currentPageId);
  return (
    <header className="ed-top-bar">
      <div className="ed-top-bar-site">
        {sites.length > 1 ? (
          <SiteSwitcher sites={sites} onSwitched={onSiteSwitched} />
        ) : (
          <span className="ed-site-name">{siteName}</span>
        )}
        {(pages.length > 1 || openPart || openTemplate || openCartMode) && currentPageId && (
          <Select
            label="Page"
            value={currentPageId}
            options={[
              ...(openPart ? [{ value: currentPageId, label: partLabel(openPart.part, openPart.screen) }] : []),
              ...(openTemplate ? [{ value: currentPageId, label: `${TEMPLATE_LABEL[openTemplate]} template` }] : []),
              ...(openCartMode ? [{ value: currentPageId, label: CartPageText.pageLabel(openCartMode) }] : []),
              ...pages.map((p) => ({ value: p.pageId, label: p.title || '(untitled)' })),
            ]}
            onChange={openPage}
          />
        )}
      </div>
      <div className="ed-top-bar-group" role="group" aria-label="Preview width">
        <button type="button" aria-pressed={device === 'desktop'} onClick={() => setDevice('desktop')}>
          Desktop
        </button>
        <button type="button" aria-pressed={device === 'mobile'} onClick={() => setDevice('mobile')}>
          Mobile
        </button>
      </div>
      <div className="ed-top-bar-group">
        <button type="button" onClick={() => setPagesOpen(true)}>
          Pages
        </button>
        <button type="button" onClick={openLibrary}>
          Media
        </button>
        <button type="button" onClick={() => setSettingsOpen(true)}>
          Settings
        </button>
        <button type="button" onClick={() => setPartsOpen(true)}>
          Header &amp; footer
        </button>
        <button type="button" onClick={() => setVersionsOpen(true)}>
          Versions
        </button>
        <a className="ed-top-bar-link" href={FIRST_SCREEN_HASH}>
          Content
        </a>
      </div>
      {settingsOpen && (
        <Suspense fallback={<p className="ed-media-loading">Opening the settings…</p>}>
          <SettingsPanel onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
      {partsOpen && (
        <Suspense fallback={<p className="ed-media-loading">Opening the header and footer…</p>}>
          <SitePartsPanel onClose={() => setPartsOpen(false)} openPage={openPage} />
        </Suspense>
      )}
      {versionsOpen && (
        <Suspense fallback={<p className="ed-media-loading">Opening the versions…</p>}>
          <VersionsPanel onClose={() => setVersionsOpen(false)} />
        </Suspense>
      )}
      {pagesOpen && (
        <Suspense fallback={<p className="ed-media-loading">Opening the pages…</p>}>
          <PagesPanel onClose={() => setPagesOpen(false)} openPage={openPage} />
        </Suspense>
      )}
      <div className="ed-top-bar-group" role="group" aria-label="History">
        {[commandById('undo'), commandById('redo')].map((command) => (
          <button
            key={command.id}
            type="button"
            disabled={command.id === 'undo' ? !canUndo : !canRedo}
            title={`${command.label} (${shortcutText(command.shortcuts[0])})`}
            aria-keyshortcuts={ariaKeyShortcuts(command.shortcuts)}
            onClick={() => command.run(builderCommandContext(store))}
          >
            {command.label}
          </button>
        ))}
        <EditMenuButton />
      </div>
      <div className="ed-save-slot">
        <p
          role="status"
          className={`ed-save-status${status.kind === 'error' ? ' ed-save-status--error' : ''}${status.kind === 'notice' || status.kind === 'error' ? ' ed-save-status--toast' : ''}`}
        >
          {statusText(status, dirty)}
        </p>
      </div>
      <div className="ed-top-bar-group">
        <AutosaveToggle />
        <button type="button" onClick={() => void save()} disabled={busy}>
          Save
        </button>
        <button type="button" className="ed-primary" onClick={() => void publish()} disabled={busy}>
          Publish
        </button>
        <a className="ed-top-bar-link" href={`${window.location.origin}/?sub=${encodeURIComponent(subdomain)}`} target="_blank" rel="noopener">
          View live site
        </a>
        <a className="ed-top-bar-link" href="/dev/mailbox" target="_blank" rel="noopener">
          Mailbox
        </a>
        <button type="button" className="ed-quiet" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}

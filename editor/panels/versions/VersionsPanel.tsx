import { useEffect, useId, useState } from 'react';
import { hasAddress, type SiteDocument, type VersionSummary } from '../../../schema';
import { api, ApiCallError } from '../../state/api';
import { useEditorUi } from '../../state/store';
import { ModalDialog } from '../ModalDialog';

/**
 * Every published version of the site: when, by whom and what changed; any one shown read-only as
 * visitors saw it, and restored as the draft (published again only when the owner chooses).
 */

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const message = (error: unknown) => (error instanceof ApiCallError ? error.message : 'Something went wrong. Please try again.');

export default function VersionsPanel({ onClose }: { onClose: () => void }) {
  const pageSelectId = useId();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [pages, setPages] = useState<SiteDocument['pages']>([]);
  const [pageId, setPageId] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = useEditorUi((s) => s.dirty);

  useEffect(() => {
    api.listVersions().then(
      (list) => {
        setVersions(list.versions);
        setSelected(list.versions[0]?.version ?? null);
      },
      (e: unknown) => setError(message(e)),
    );
  }, []);

  // The chosen version's pages, for the preview's page picker.
  useEffect(() => {
    if (selected === null) return;
    let live = true;
    fetch(`/api/editor/versions/${selected}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ document: SiteDocument }>) : Promise.reject(new Error('not found'))))
      .then(({ document }) => {
        if (!live) return;
        const withAddress = document.pages.filter(hasAddress);
        setPages(withAddress);
        setPageId((current) => (withAddress.some((p) => p.pageId === current) ? current : (withAddress[0]?.pageId ?? '')));
      })
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [selected]);

  const restore = async () => {
    if (selected === null) return;
    setBusy(true);
    try {
      const draft = await api.restoreVersion(selected);
      const ui = useEditorUi.getState();
      ui.load(draft.document, draft.subdomain, draft.revision);
      ui.setStatus({ kind: 'notice', message: `Version ${selected} is now the draft. Publish to make it live.` });
      onClose();
    } catch (e) {
      setError(message(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const chosen = versions?.find((v) => v.version === selected) ?? null;
  return (
    <ModalDialog title="Versions" closeLabel="Close versions" className="ed-versions" onClose={onClose}>
        <p className="ed-panel-hint">Every publish is kept. Look at any version as visitors saw it, and restore it as the draft to publish it again.</p>
        {error && (
          <p role="alert" className="ed-form-error">
            {error}
          </p>
        )}
        <div className="ed-media-body ed-versions-body">
          <ol className="ed-versions-list" aria-label="Published versions, newest first">
            {versions?.map((v) => (
              <li key={v.version}>
                <button type="button" aria-pressed={v.version === selected} onClick={() => setSelected(v.version)}>
                  <span className="ed-versions-title">
                    Version {v.version}
                    {v.isLive && <span className="ed-versions-live"> · Live</span>}
                  </span>
                  <span className="ed-pages-meta">
                    {when(v.publishedAt)}
                    {v.publishedBy ? ` · ${v.publishedBy}` : ''}
                  </span>
                  <span className="ed-pages-meta">{v.changes.length ? v.changes.join(', ') : 'No changes'}</span>
                </button>
              </li>
            ))}
          </ol>
          {chosen && (
            <section className="ed-versions-preview" aria-label={`Version ${chosen.version}, read-only`}>
              <div className="ed-versions-toolbar">
                {pages.length > 0 && (
                  <div className="ed-field">
                    <label htmlFor={pageSelectId}>Page</label>
                    <select id={pageSelectId} value={pageId} onChange={(e) => setPageId(e.target.value)}>
                      {pages.map((p) => (
                        <option key={p.pageId} value={p.pageId}>
                          {p.title || 'Untitled page'}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {confirming ? (
                  <div className="ed-media-confirm" role="group" aria-label="Confirm restore">
                    <p>{dirty ? 'Your unsaved changes will be replaced by this version.' : 'The draft will be replaced by this version.'} The live site does not change until you publish.</p>
                    <button type="button" className="ed-primary" disabled={busy} onClick={() => void restore()}>
                      Restore version {chosen.version}
                    </button>{' '}
                    <button type="button" onClick={() => setConfirming(false)}>
                      Cancel
                    </button>
                  </div>
                ) : (
                  <button type="button" onClick={() => setConfirming(true)}>
                    Restore as draft
                  </button>
                )}
              </div>
              <iframe
                className="ed-versions-frame"
                title={`Version ${chosen.version} as visitors saw it (read-only)`}
                src={`/api/editor/versions/${chosen.version}/preview${pageId ? `?page=${encodeURIComponent(pageId)}` : ''}`}
                sandbox=""
              />
            </section>
          )}
        </div>
    </ModalDialog>
  );
}

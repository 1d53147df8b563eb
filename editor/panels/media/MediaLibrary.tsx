import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MediaText, MEDIA_MAX_BYTES, type MediaItem } from '../../../schema';
import { imageUrl } from '../../../schema/images';
import { api, ApiCallError, uploadMedia } from '../../state/api';
import { ModalDialog } from '../ModalDialog';
import type { MediaDialog } from './dialog-store';

/**
 * The site's media library in a modal dialog: upload (pick files or drop them), search, describe
 * (title, alt text, caption), delete; in pick mode, choose the image something will show.
 */

/** Extensions and types the library takes, for the file picker and a first check before sending. */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.gif,.svg,image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml';
const ACCEPTED = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** Refuses at once what the server would refuse anyway, so a 40 MB file is not sent only to be turned away. */
export function refusalBeforeUpload(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MEDIA_MAX_BYTES) return MediaText.tooLarge;
  if (file.size === 0) return MediaText.empty;
  if (!ACCEPTED.test(file.name) && !/^image\/(jpeg|png|webp|avif|gif|svg\+xml)$/.test(file.type)) return MediaText.unsupported;
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

const message = (error: unknown) => (error instanceof ApiCallError ? error.message : 'Something went wrong. Please try again.');

export default function MediaLibrary({ dialog, onClose }: { dialog: MediaDialog; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [listError, setListError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const picking = dialog.mode === 'pick';

  // The search box takes the focus when the library opens.
  const searchRef = useRef<HTMLInputElement>(null);

  // The list follows the search box, a moment after typing stops; an older answer never replaces a newer one.
  const generation = useRef(0);
  // Pictures whose upload finished while a first page was on its way: that page may have been read
  // before they existed, and must not drop them (nor the selection of the one just uploaded).
  const uploadedDuringLoad = useRef<MediaItem[]>([]);
  const load = useCallback(async (q: string, offset: number) => {
    const mine = ++generation.current;
    if (offset === 0) uploadedDuringLoad.current = [];
    setLoading(true);
    try {
      const page = await api.listMedia(q, offset);
      if (mine !== generation.current) return;
      const missing = offset === 0 ? uploadedDuringLoad.current.filter((u) => !page.items.some((i) => i.id === u.id)) : [];
      setItems((before) => (offset === 0 ? [...missing, ...page.items] : [...before, ...page.items.filter((i) => !before.some((b) => b.id === i.id))]));
      setTotal(page.total + missing.length);
      setListError(null);
    } catch (error) {
      if (mine === generation.current) setListError(message(error));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => void load(query.trim(), 0), query ? 200 : 0);
    return () => clearTimeout(timer);
  }, [query, load]);

  const upload = useCallback((files: File[]) => {
    for (const file of files) {
      const key = `${file.name}:${file.size}:${Math.random()}`;
      const refused = refusalBeforeUpload(file);
      setUploads((u) => [...u, { key, name: file.name, progress: 0, error: refused }]);
      if (refused) continue;
      const task = uploadMedia(file, (progress) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, progress } : x))));
      task.done.then(
        (item) => {
          setUploads((u) => u.filter((x) => x.key !== key));
          uploadedDuringLoad.current.push(item);
          setItems((before) => [item, ...before]);
          setTotal((t) => t + 1);
          setSelectedId(item.id);
        },
        (error) => setUploads((u) => u.map((x) => (x.key === key ? { ...x, error: message(error) } : x))),
      );
    }
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    upload(Array.from(e.dataTransfer.files));
  };
  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const selected = items.find((i) => i.id === selectedId) ?? null;
  const replace = (item: MediaItem) => setItems((before) => before.map((i) => (i.id === item.id ? item : i)));
  const removed = (id: number) => {
    setItems((before) => before.filter((i) => i.id !== id));
    setTotal((t) => t - 1);
    setSelectedId(null);
  };

  return (
    <ModalDialog
      title={picking ? `Choose an image ${dialog.purpose}` : 'Media library'}
      closeLabel="Close the media library"
      className=""
      innerClassName={dragging ? 'ed-media-inner--dragging' : ''}
      onClose={onClose}
      initialFocus={searchRef}
      onDragOver={onDragOver}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
        <div className="ed-media-toolbar">
          <input ref={searchRef} type="search" aria-label="Search images" placeholder="Search by name, title, alt text or caption" value={query} onChange={(e) => setQuery(e.target.value)} />
          <label className="ed-media-upload-button">
            Upload images
            <input
              type="file"
              multiple
              accept={ACCEPT}
              onChange={(e) => {
                upload(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="ed-panel-hint">Drop images anywhere here to upload them: JPEG, PNG, WebP, AVIF, GIF or SVG, up to 25 MB each.</p>
        {uploads.length > 0 && (
          <ul className="ed-media-uploads" aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key}>
                <span className="ed-media-upload-name">{u.name}</span>
                {u.error ? (
                  <>
                    <span role="alert" className="ed-form-error">
                      {u.error}
                    </span>
                    <button type="button" className="ed-link-button" onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}>
                      Dismiss
                    </button>
                  </>
                ) : (
                  <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="ed-media-body">
          <div className="ed-media-grid-wrap">
            {listError && (
              <p role="alert" className="ed-form-error">
                {listError}
              </p>
            )}
            {!loading && !listError && items.length === 0 && (
              <p className="ed-panel-hint">{query.trim() ? `No images match “${query.trim()}”.` : 'No images yet. Upload some to use them on the site.'}</p>
            )}
            <ul className="ed-media-grid" aria-label="Images" aria-busy={loading}>
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={item.id === selectedId}
                    onClick={() => setSelectedId(item.id)}
                    onDoubleClick={() => {
                      if (dialog.mode === 'pick') dialog.onPick(item);
                    }}
                  >
                    <img src={imageUrl(item, { width: 240, height: 240, crop: 'fit' })} alt="" loading="lazy" width={120} height={120} />
                    <span className="ed-media-grid-title">{item.title || item.name || `Image ${item.id}`}</span>
                  </button>
                </li>
              ))}
            </ul>
            {items.length < total && (
              <button type="button" disabled={loading} onClick={() => void load(query.trim(), items.length)}>
                Show more images
              </button>
            )}
          </div>
          {selected && <MediaDetails key={selected.id} item={selected} onChange={replace} onDeleted={removed} />}
        </div>
        {dialog.mode === 'pick' && (
          <footer className="ed-media-footer">
            <button type="button" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="ed-primary" disabled={!selected} onClick={() => selected && dialog.onPick(selected)}>
              Use this image
            </button>
          </footer>
        )}
    </ModalDialog>
  );
}

type Editable = 'title' | 'alt' | 'caption';

/** One image: its preview and facts, its three texts (saved when a field is left), and delete. */
function MediaDetails({ item, onChange, onDeleted }: { item: MediaItem; onChange: (item: MediaItem) => void; onDeleted: (id: number) => void }) {
  const [texts, setTexts] = useState<Record<Editable, string>>({ title: item.title, alt: item.alt, caption: item.caption });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), alt: useId(), caption: useId() };

  const save = async (field: Editable) => {
    if (texts[field].trim() === item[field]) return;
    try {
      onChange(await api.updateMedia(item.id, { [field]: texts[field] }));
      setError(null);
      setSaved(true);
    } catch (e) {
      setError(message(e));
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await api.deleteMedia(item.id);
      onDeleted(item.id);
    } catch (e) {
      setError(message(e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: Editable, label: string, hint?: string) => (
    <div className="ed-field">
      <label htmlFor={ids[name]}>{label}</label>
      {name === 'caption' ? (
        <textarea id={ids[name]} rows={3} value={texts[name]} onChange={(e) => setTexts({ ...texts, [name]: e.target.value })} onBlur={() => void save(name)} />
      ) : (
        <input id={ids[name]} type="text" value={texts[name]} onChange={(e) => setTexts({ ...texts, [name]: e.target.value })} onBlur={() => void save(name)} />
      )}
      {hint && <p className="ed-field-hint">{hint}</p>}
    </div>
  );
  return (
    <section className="ed-media-details" aria-label="Selected image">
      <img src={imageUrl(item, { width: 480 })} alt={item.alt} className="ed-media-preview" />
      <p className="ed-media-facts">
        {item.name || `Image ${item.id}`}
        <br />
        {item.width} × {item.height} px{item.bytes ? ` · ${formatBytes(item.bytes)}` : ''}
      </p>
      {field('title', 'Title')}
      {field('alt', 'Alt text', 'Describes the image for people who cannot see it.')}
      {field('caption', 'Caption')}
      <p role="status" className="ed-field-hint">
        {saved && !error ? 'Saved' : ''}
      </p>
      {error && (
        <p role="alert" className="ed-form-error">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="ed-media-confirm" role="group" aria-label="Confirm delete">
          <p>Delete this image from the library? This cannot be undone.</p>
          <button type="button" className="ed-danger" disabled={busy} onClick={() => void remove()}>
            Delete
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className="ed-danger" onClick={() => setConfirming(true)}>
          Delete image
        </button>
      )}
    </section>
  );
}

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { MAX_TAG_LENGTH, type SiteTagsResponse, type TagChangeResponse, type TaggedKind } from '../../../schema';
import { call } from '../../state/api';

const KINDS: { kind: TaggedKind; label: string }[] = [
  { kind: 'inventory', label: 'Artworks' },
  { kind: 'artists', label: 'Artists' },
  { kind: 'shows', label: 'Exhibitions' },
  { kind: 'blogs', label: 'Posts' },
  { kind: 'media', label: 'Media' },
];

type Tag = SiteTagsResponse['tags'][number];
/** The row being worked on: its new name being typed, or its removal being confirmed. */
type Editing = { tag: string; action: 'rename'; to: string } | { tag: string; action: 'remove' } | null;

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The site's tags of one kind of content, with how many items carry each; renamed or removed everywhere at once. */
export default function TagsScreen() {
  const [kind, setKind] = useState<TaggedKind>('inventory');
  const [tags, setTags] = useState<Tag[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (of: TaggedKind) => {
    try {
      setTags((await call<SiteTagsResponse>('GET', `/api/owner/tags?kind=${of}`)).tags);
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The tags could not be loaded.');
    }
  }, []);
  useEffect(() => {
    setTags(null);
    setEditing(null);
    void load(kind);
  }, [kind, load]);

  const change = async (path: 'rename' | 'remove', body: Record<string, string>, done: (changed: number) => string) => {
    setBusy(true);
    try {
      const answer = await call<TagChangeResponse>('POST', `/api/owner/tags/${path}`, { kind, ...body });
      setMessage({ text: done(answer.changed[kind] ?? 0), error: false });
      setEditing(null);
      await load(kind);
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'The tag could not be changed.', error: true });
    } finally {
      setBusy(false);
    }
  };

  const rename = (e: FormEvent, from: string, to: string) => {
    e.preventDefault();
    void change('rename', { from, to: to.trim() }, (n) => `Renamed ‘${from}’ to ‘${to.trim()}’ on ${items(n)}.`);
  };

  return (
    <section className="ed-admin-screen" aria-labelledby="tags-heading">
      <h1 id="tags-heading">Tags</h1>
      <label className="ed-admin-field">
        <span>Tags of</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as TaggedKind)}>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {failure && <p role="alert">{failure}</p>}
      {!tags && !failure && <p>Loading…</p>}
      {tags && tags.length === 0 && <p>No {KINDS.find((k) => k.kind === kind)?.label.toLowerCase()} are tagged yet.</p>}
      {tags && tags.length > 0 && (
        <table className="ed-admin-table">
          <caption className="ed-visually-hidden">Tags with how many items carry each</caption>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">Items</th>
              <th scope="col">
                <span className="ed-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tags.map((t) => (
              <tr key={t.tag}>
                <th scope="row">{t.tag}</th>
                <td>{t.count}</td>
                <td>
                  {editing?.tag === t.tag && editing.action === 'rename' ? (
                    <form className="ed-admin-inline" onSubmit={(e) => rename(e, t.tag, editing.to)}>
                      <label>
                        <span className="ed-visually-hidden">New name for {t.tag}</span>
                        <input autoFocus required maxLength={MAX_TAG_LENGTH} value={editing.to} onChange={(e) => setEditing({ ...editing, to: e.target.value })} />
                      </label>
                      <button type="submit" disabled={busy || !editing.to.trim() || editing.to.trim() === t.tag}>
                        Save
                      </button>
                      <button type="button" onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </form>
                  ) : editing?.tag === t.tag && editing.action === 'remove' ? (
                    <span className="ed-admin-inline" role="group" aria-label={`Confirm removing ${t.tag}`}>
                      <span>Remove ‘{t.tag}’ from {items(t.count)}?</span>
                      <button
                        type="button"
                        className="ed-danger"
                        disabled={busy}
                        onClick={() => void change('remove', { tag: t.tag }, (n) => `Removed ‘${t.tag}’ from ${items(n)}.`)}
                      >
                        Remove
                      </button>
                      <button type="button" onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    </span>
                  ) : (
                    <span className="ed-admin-inline">
                      <button type="button" aria-label={`Rename ${t.tag}`} onClick={() => setEditing({ tag: t.tag, action: 'rename', to: t.tag })}>
                        Rename
                      </button>
                      <button type="button" aria-label={`Remove ${t.tag}`} onClick={() => setEditing({ tag: t.tag, action: 'remove' })}>
                        Remove
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { RepresentativeRecord } from '../../../schema';
import { call } from '../../state/api';
import { takeFlash } from '../content-ui/flash';
import { Thumbnail } from '../content-ui/media';
import { useOpened } from '../content-ui/opened';
import { SortableItems } from '../content-ui/SortableItems';
import { Unknown } from '../content-ui/Unknown';
import { contentHash } from '../screens';
import { RepresentativeForm } from './RepresentativeForm';

type Answer = { items: RepresentativeRecord[]; total: number };

/** The galleries that represent the artist (or the gallery's partners), in the order visitors see them. */
export default function RepresentativesScreen() {
  const opened = useOpened();
  if (opened.kind === 'new') return <RepresentativeForm key="new" id={null} />;
  if (opened.kind === 'record') return <RepresentativeForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="representatives" backLabel="All representatives" />;
  return <RepresentativeOrder />;
}

const place = (r: RepresentativeRecord) => [r.city, r.state, r.country].filter(Boolean).join(', ');

/** Every representative, put in order by drag and drop or the Move buttons; each move is saved at once. */
function RepresentativeOrder() {
  const [items, setItems] = useState<RepresentativeRecord[] | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(() => {
    const flash = takeFlash();
    return flash ? { text: flash, error: false } : null;
  });
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await call<Answer>('GET', '/api/owner/representatives')).items);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The representatives could not be loaded.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const reorder = async (next: RepresentativeRecord[]) => {
    setItems(next);
    try {
      setItems((await call<Answer>('PUT', '/api/owner/representatives/order', { ids: next.map((r) => r.id) })).items);
      setMessage({ text: 'The new order is saved.', error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'The order could not be saved.', error: true });
      await load();
    }
  };

  return (
    <section className="ed-admin-screen" aria-labelledby="representatives-heading">
      <div className="ed-admin-heading">
        <h1 id="representatives-heading">Representatives</h1>
        <a className="ed-admin-button ed-primary" href={contentHash('representatives', 'new')}>
          New representative
        </a>
      </div>
      <p className="ed-admin-hint">Visitors see them in this order. Drag a handle (or focus it and use Space and the arrow keys), or use the arrows; each move is saved at once.</p>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {failure && <p role="alert">{failure}</p>}
      {!items && !failure && <p>Loading…</p>}
      {items && (
        <SortableItems<RepresentativeRecord>
          label="Representatives, in the order visitors see them"
          items={items}
          idOf={(r) => r.id}
          nameOf={(r) => r.company}
          render={(r) => (
            <span className="ed-admin-row-with-thumb">
              {/* The picture beside the name it shows says nothing more to a screen reader. */}
              {r.image && <Thumbnail picture={{ ...r.image, alt: '' }} size={40} />}
              <a href={contentHash('representatives', r.id)}>{r.company}</a>
              {place(r) && <span className="ed-admin-hint"> · {place(r)}</span>}
            </span>
          )}
          onChange={(next) => void reorder(next)}
          empty="No representatives yet. Add the first with New representative."
        />
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { ChosenListTableResponse } from '../../../schema';
import { call } from '../../state/api';
import { takeFlash } from '../content-ui/flash';
import { useOpened } from '../content-ui/opened';
import { LIST_KINDS } from '../content-ui/sources';
import { Unknown } from '../content-ui/Unknown';
import { contentHash } from '../screens';
import { ListForm } from './ListForm';

/** The chosen lists that list blocks show: each a hand-picked, ordered set of works, artists, posts, shows or pictures. */
export default function ListsScreen() {
  const opened = useOpened();
  if (opened.kind === 'new') return <ListForm key="new" id={null} />;
  if (opened.kind === 'record') return <ListForm key={opened.id} id={opened.id} />;
  if (opened.kind === 'unknown') return <Unknown screen="lists" backLabel="All lists" />;
  return <ListTable />;
}

const kindLabel = (kind: number) => LIST_KINDS.find((k) => k.kind === kind)?.label ?? '';

function ListTable() {
  const [flash] = useState(takeFlash);
  const [lists, setLists] = useState<ChosenListTableResponse['items'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    call<ChosenListTableResponse>('GET', '/api/owner/chosen-lists').then(
      (answer) => setLists(answer.items),
      (error: unknown) => setFailure(error instanceof Error ? error.message : 'The lists could not be loaded.'),
    );
  }, []);
  return (
    <section className="ed-admin-screen" aria-labelledby="lists-heading">
      <div className="ed-admin-heading">
        <h1 id="lists-heading">Lists</h1>
        <a className="ed-admin-button ed-primary" href={contentHash('lists', 'new')}>
          New list
        </a>
      </div>
      <p className="ed-admin-hint">A list block set to show a chosen list shows its items in the order given here.</p>
      <p role="status" className="ed-admin-message">
        {flash}
      </p>
      {failure && <p role="alert">{failure}</p>}
      {!lists && !failure && <p>Loading…</p>}
      {lists && lists.length === 0 && <p>No lists yet. Make the first with New list.</p>}
      {lists && lists.length > 0 && (
        <table className="ed-admin-table">
          <caption className="ed-visually-hidden">Chosen lists</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Holds</th>
              <th scope="col">Items</th>
            </tr>
          </thead>
          <tbody>
            {lists.map((l) => (
              <tr key={l.id}>
                <th scope="row">
                  <a href={contentHash('lists', l.id)}>{l.name}</a>
                </th>
                <td>{kindLabel(l.kind)}</td>
                <td>{l.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

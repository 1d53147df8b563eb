import { useCallback, useEffect, useState } from 'react';
import { INBOX_BOXES, type Follow, type InboxBox, type InboxCounts, type InboxPage, type Inquiry, type Offer, type Subscription } from '../../../schema';
import { call } from '../../state/api';
import { useEditorUi } from '../../state/store';
import { contentHash, parseContentHash } from '../screens';
import { useHash } from '../use-hash';
import { boxOf, BOX_LABELS, pageRange } from './inbox-text';
import { MessageCard } from './Messages';
import { SubscriberTable } from './Subscribers';
import './inbox.css';

const PAGE_SIZE = 25;

type Item = ({ box: 'inquiries' } & Inquiry) | ({ box: 'offers' } & Offer) | ({ box: 'subscriptions' } & Subscription) | ({ box: 'follows' } & Follow);
type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; box: InboxBox; page: InboxPage<Item> };

async function loadBox(which: InboxBox, at: number): Promise<Loaded> {
  try {
    const answer = await call<InboxPage<Omit<Item, 'box'>>>('GET', `/api/owner/inbox/${which}?page=${at}&pageSize=${PAGE_SIZE}`);
    return { kind: 'ready', box: which, page: { ...answer, items: answer.items.map((i) => ({ ...i, box: which }) as Item) } };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : 'The inbox could not be loaded.' };
  }
}

/**
 * The owner's inbox: inquiries, offers, mailing-list subscriptions and artist follows, each box newest
 * first with its unread count; the work each message concerns; read and unread; replies by mail; the
 * subscribers as CSV. The open box is in the address (#/content/inbox/offers).
 */
export default function InboxScreen() {
  const hash = useHash();
  const box = boxOf(parseContentHash(hash)?.rest ?? []);
  const subdomain = useEditorUi((s) => s.subdomain);
  const [page, setPage] = useState(1);
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const loadCounts = useCallback(() => {
    call<InboxCounts>('GET', '/api/owner/inbox/counts').then(setCounts, () => undefined);
  }, []);

  useEffect(() => setPage(1), [box]);
  useEffect(() => {
    // Only the answer for the box and page shown now is taken: an owner who moves on before an earlier
    // box answers would otherwise be left with that box's answer, shown for neither.
    let current = true;
    setLoaded({ kind: 'loading' });
    void loadBox(box, page).then((next) => current && setLoaded(next));
    loadCounts();
    return () => {
      current = false;
    };
  }, [box, page, loadCounts]);

  const replace = (id: number, change: Partial<Item>) =>
    setLoaded((l) => (l.kind === 'ready' ? { ...l, page: { ...l.page, items: l.page.items.map((i) => (i.id === id ? ({ ...i, ...change } as Item) : i)) } } : l));

  const mark = async (item: Item, isRead: boolean) => {
    try {
      await call('PATCH', `/api/owner/inbox/${item.box}/${item.id}`, { isRead });
      replace(item.id, { isRead });
      setMessage({ text: isRead ? 'Marked as read.' : 'Marked as unread.', error: false });
      loadCounts();
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'It could not be marked.', error: true });
    }
  };

  const ready = loaded.kind === 'ready' && loaded.box === box ? loaded.page : null;
  const csv = box === 'subscriptions' || box === 'follows' ? `/api/owner/inbox/${box}.csv` : null;
  return (
    <section className="ed-admin-screen inbox" aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Inbox</h1>
      <nav aria-label="Inbox boxes">
        <ul className="inbox-boxes">
          {INBOX_BOXES.map((b) => (
            <li key={b}>
              <a href={contentHash('inbox', b)} aria-current={b === box ? 'page' : undefined}>
                {BOX_LABELS[b]}
                {counts && counts[b] > 0 && <span className="inbox-count"> ({counts[b]} unread)</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {csv && (
        <p>
          <a className="ed-admin-button" href={csv} download>
            Export {box === 'follows' ? 'followers' : 'subscribers'} as CSV
          </a>{' '}
          <span className="ed-admin-hint">Confirmed ones only: they asked for mail and confirmed it.</span>
        </p>
      )}
      {loaded.kind === 'loading' && <p>Loading…</p>}
      {loaded.kind === 'failed' && <p role="alert">{loaded.message}</p>}
      {ready && ready.total === 0 && <p>Nothing here yet.</p>}
      {ready && ready.total > 0 && (
        <>
          {box === 'inquiries' || box === 'offers' ? (
            <ul className="inbox-messages" aria-label={`${BOX_LABELS[box]}, newest first`}>
              {ready.items.map((item) =>
                item.box === 'inquiries' || item.box === 'offers' ? (
                  <li key={item.id}>
                    <MessageCard message={item} subdomain={subdomain} onMark={(isRead) => void mark(item, isRead)} onReplied={(repliedAt) => {
                      replace(item.id, { repliedAt });
                      setMessage({ text: `Reply sent to ${item.email}.`, error: false });
                    }} />
                  </li>
                ) : null,
              )}
            </ul>
          ) : (
            <SubscriberTable rows={ready.items.filter((i): i is Extract<Item, { box: 'subscriptions' | 'follows' }> => i.box === 'subscriptions' || i.box === 'follows')} onMark={(row, isRead) => void mark(row, isRead)} />
          )}
          <nav className="ed-admin-paging" aria-label={`Pages of ${BOX_LABELS[box].toLowerCase()}`}>
            <span>{pageRange(ready.page, ready.pageSize, ready.total)}</span>
            <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <button type="button" disabled={page * PAGE_SIZE >= ready.total} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OwnerOrderList } from '../../../schema';
import { call } from '../../state/api';
import { formatWhen } from '../inbox/inbox-text';
import { contentHash, parseContentHash } from '../screens';
import { useHash } from '../use-hash';
import { OrderDetailView } from './OrderDetail';
import { ORDER_STATUS_LABELS, ordersRoute, type OrderFilter } from './orders-text';
import './orders.css';

const PAGE_SIZE = 50;

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; key: string; list: OwnerOrderList };

/**
 * The owner's orders: newest first, by status (with each status's count), searchable by buyer or order
 * number; an order opens on its own address (#/content/orders/42) with its lines, buyer, addresses,
 * payment, and the refund and mark-shipped actions.
 */
export default function OrdersScreen() {
  const route = ordersRoute(parseContentHash(useHash())?.rest ?? []);
  if (route.orderId !== null) return <OrderDetailView orderId={route.orderId} />;
  return <OrderList filter={route.filter} />;
}

async function loadOrders(which: OrderFilter, term: string, at: number): Promise<Loaded> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(at) });
  if (which !== 'all') params.set('status', which);
  if (term) params.set('q', term);
  try {
    const list = await call<OwnerOrderList>('GET', `/api/owner/orders?${params}`);
    return { kind: 'ready', key: `${which}|${term}|${at}`, list };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : 'The orders could not be loaded.' };
  }
}

function OrderList({ filter }: { filter: OrderFilter }) {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const key = `${filter}|${search}|${offset}`;

  useEffect(() => setOffset(0), [filter, search]);
  useEffect(() => {
    // Only the answer for the filter, search and page shown now is taken (as in the inbox).
    let current = true;
    void loadOrders(filter, search, offset).then((next) => current && setLoaded(next));
    return () => {
      current = false;
    };
  }, [filter, search, offset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(q.trim());
  };

  const ready = loaded.kind === 'ready' && loaded.key === key ? loaded.list : null;
  const counts = loaded.kind === 'ready' ? loaded.list.counts : null;
  const all = counts ? ORDER_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : null;
  return (
    <section className="ed-admin-screen orders" aria-labelledby="orders-heading">
      <h1 id="orders-heading">Orders</h1>
      <nav aria-label="Orders by status">
        <ul className="orders-filter">
          {(['all', ...ORDER_STATUSES] as const).map((s) => (
            <li key={s}>
              <a href={s === 'all' ? contentHash('orders') : contentHash('orders', 'status', s)} aria-current={s === filter ? 'page' : undefined}>
                {s === 'all' ? 'All' : ORDER_STATUS_LABELS[s]}
                {s === 'all' ? all !== null && ` (${all})` : counts && ` (${counts[s] ?? 0})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className="ed-admin-field" role="search" onSubmit={submit}>
        <label htmlFor="orders-search">Find an order</label>
        <input id="orders-search" type="search" value={q} placeholder="Buyer, email or order number" onChange={(e) => setQ(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      {loaded.kind === 'failed' && <p role="alert">{loaded.message}</p>}
      {!ready && loaded.kind !== 'failed' && <p role="status">Loading…</p>}
      {ready && ready.total === 0 && <p>{search ? `No order matches “${search}”.` : 'No orders here yet.'}</p>}
      {ready && ready.total > 0 && (
        <>
          <table className="ed-admin-table">
            <caption className="ed-visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Buyer</th>
                <th scope="col">Pieces</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Payment reference</th>
              </tr>
            </thead>
            <tbody>
              {ready.orders.map((order) => (
                <tr key={order.orderId}>
                  <th scope="row">
                    <a href={contentHash('orders', order.orderId)}>Order {order.orderId}</a>
                  </th>
                  <td>{formatWhen(order.createdAt)}</td>
                  <td>
                    {order.buyerName}
                    <br />
                    <span className="ed-admin-hint">{order.email}</span>
                  </td>
                  <td>
                    {order.itemCount}
                    {order.firstTitle && <span className="ed-admin-hint"> · {order.firstTitle}</span>}
                  </td>
                  <td>{order.total.display}</td>
                  <td>
                    <span className={`order-status order-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
                  </td>
                  <td className="orders-reference">{order.paymentReference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="ed-admin-paging" aria-label="Pages of orders">
            <span>
              {offset + 1}–{offset + ready.orders.length} of {ready.total}
            </span>
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              Previous page
            </button>
            <button type="button" disabled={!ready.hasMore} onClick={() => setOffset(offset + PAGE_SIZE)}>
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

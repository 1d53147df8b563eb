import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderAddress, OrderDetail } from '../../../schema';
import { call } from '../../state/api';
import { formatWhen } from '../inbox/inbox-text';
import { contentHash } from '../screens';
import { addressLines, ORDER_STATUS_LABELS, orderName, paymentSummary, sameAddress } from './orders-text';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; order: OrderDetail };
type Asking = 'ship' | 'refund' | null;

function Address({ address }: { address: OrderAddress }) {
  return (
    <address>
      {addressLines(address).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/**
 * One order: its lines, buyer, addresses, notes, amounts and payment reference, and the owner's two
 * actions, each asking first: mark it shipped (with the carrier and tracking number, if any) and refund
 * it (through the payment gateway, optionally putting the pieces back on sale). Both mail the buyer.
 */
export function OrderDetailView({ orderId }: { orderId: number }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [restock, setRestock] = useState(false);
  const firstOfQuestion = useRef<HTMLInputElement>(null);
  const shipButton = useRef<HTMLButtonElement>(null);
  const refundButton = useRef<HTMLButtonElement>(null);
  /** The action whose question was just left: its button takes the focus back once it shows again. */
  const returnTo = useRef<Asking>(null);

  useEffect(() => {
    // Only the answer for the order shown now is taken: another order's, come late, is not shown under this one's address.
    let current = true;
    setLoaded({ kind: 'loading' });
    setAsking(null);
    setMessage(null);
    call<OrderDetail>('GET', `/api/owner/orders/${orderId}`).then(
      (order) => current && setLoaded({ kind: 'ready', order }),
      (error: unknown) => current && setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : 'The order could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [orderId]);

  useEffect(() => {
    if (asking) firstOfQuestion.current?.focus();
    else if (returnTo.current) {
      (returnTo.current === 'ship' ? shipButton : refundButton).current?.focus();
      returnTo.current = null;
    }
  }, [asking]);

  const back = (which: Asking) => {
    returnTo.current = which;
    setAsking(null);
  };

  const act = async (which: 'ship' | 'refund', event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = which === 'ship' ? { ...(carrier.trim() ? { carrier: carrier.trim() } : {}), ...(tracking.trim() ? { trackingNumber: tracking.trim() } : {}) } : { restock };
      const order = await call<OrderDetail>('POST', `/api/owner/orders/${orderId}/${which}`, body);
      setLoaded({ kind: 'ready', order });
      setAsking(null);
      setMessage({ text: which === 'ship' ? `${orderName(orderId)} is marked shipped; the buyer was mailed.` : `${orderName(orderId)} is refunded; the buyer was mailed.`, error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'That could not be done.', error: true });
    } finally {
      setBusy(false);
    }
  };

  const order = loaded.kind === 'ready' ? loaded.order : null;
  return (
    <section className="ed-admin-screen order-detail" aria-labelledby="order-heading">
      <p className="ed-admin-back">
        <a href={contentHash('orders')}>← All orders</a>
      </p>
      <h1 id="order-heading">
        {orderName(orderId)}
        {order && (
          <>
            {' '}
            <span className={`order-status order-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          </>
        )}
      </h1>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {loaded.kind === 'loading' && <p>Loading…</p>}
      {loaded.kind === 'failed' && <p role="alert">{loaded.message}</p>}
      {order && (
        <>
          <p className="ed-admin-hint">
            Placed {formatWhen(order.createdAt)}
            {order.shippedAt && <> · shipped {formatWhen(order.shippedAt)}</>}
            {order.refundedAt && <> · refunded {formatWhen(order.refundedAt)}</>}
          </p>
          <table className="ed-admin-table">
            <caption className="ed-visually-hidden">Pieces in {orderName(orderId)}</caption>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Edition</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.editionId}>
                  <th scope="row">
                    {line.title}
                    {line.artistName && <span className="ed-admin-hint"> · {line.artistName}</span>}
                  </th>
                  <td>{line.editionLabel}</td>
                  <td>{line.unitPrice.display}</td>
                  <td>{line.quantity}</td>
                  <td>{line.subtotal.display}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="order-detail__totals" aria-label="Amounts">
            <dt>Subtotal</dt>
            <dd>{order.totals.subtotal.display}</dd>
            {order.promoCode && (
              <>
                <dt>Promotion {order.promoCode.code}</dt>
                <dd>−{order.totals.discount.display}</dd>
              </>
            )}
            <dt>Shipping</dt>
            <dd>{order.totals.shipping.display}</dd>
            <dt>{order.taxIncluded ? 'Tax (included)' : 'Tax'}</dt>
            <dd>{order.totals.tax.display}</dd>
            <dt className="order-detail__total">Total</dt>
            <dd className="order-detail__total">{order.totals.total.display}</dd>
          </dl>
          <div className="order-detail__grid">
            <div className="order-detail__card">
              <h2>Buyer</h2>
              <p>
                {order.buyer.firstName} {order.buyer.lastName}
              </p>
              <p>
                <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a>
              </p>
              <p>{order.buyer.phone}</p>
              {order.notes && <p className="inbox-message__text">Notes: {order.notes}</p>}
            </div>
            <div className="order-detail__card">
              <h2>Ship to</h2>
              <Address address={order.shippingAddress} />
              {order.tracking && (order.tracking.carrier || order.tracking.number) && (
                <p>
                  {[order.tracking.carrier, order.tracking.number].filter(Boolean).join(' · ')}
                </p>
              )}
            </div>
            <div className="order-detail__card">
              <h2>Bill to</h2>
              {sameAddress(order.shippingAddress, order.billingAddress) ? <p>The shipping address</p> : <Address address={order.billingAddress} />}
            </div>
            <div className="order-detail__card">
              <h2>Payment</h2>
              <p>{paymentSummary(order.payment)}</p>
              <p>
                Reference: <span className="orders-reference">{order.payment.reference ?? '—'}</span>
              </p>
            </div>
          </div>
          {(order.canMarkShipped || order.canRefund) && !asking && (
            <div className="order-actions">
              {order.canMarkShipped && (
                <button ref={shipButton} type="button" className="ed-primary" onClick={() => setAsking('ship')}>
                  Mark as shipped…
                </button>
              )}
              {order.canRefund && (
                <button ref={refundButton} type="button" className="ed-danger" onClick={() => setAsking('refund')}>
                  Refund…
                </button>
              )}
            </div>
          )}
          {asking === 'ship' && (
            <form className="order-action-form" aria-label={`Mark ${orderName(orderId)} as shipped`} onSubmit={(e) => void act('ship', e)}>
              <p>The buyer is mailed that the order is on its way, with the carrier and tracking number if you give them.</p>
              <div className="ed-admin-form-field">
                <label htmlFor="order-carrier">Carrier (optional)</label>
                <input ref={firstOfQuestion} id="order-carrier" value={carrier} maxLength={100} onChange={(e) => setCarrier(e.target.value)} />
              </div>
              <div className="ed-admin-form-field">
                <label htmlFor="order-tracking">Tracking number (optional)</label>
                <input id="order-tracking" value={tracking} maxLength={100} onChange={(e) => setTracking(e.target.value)} />
              </div>
              <div className="ed-admin-actions">
                <button type="submit" className="ed-primary" disabled={busy}>
                  Mark shipped and mail the buyer
                </button>
                <button type="button" disabled={busy} onClick={() => back('ship')}>
                  Cancel
                </button>
              </div>
            </form>
          )}
          {asking === 'refund' && (
            <form className="order-action-form ed-admin-confirm" aria-label={`Refund ${orderName(orderId)}`} onSubmit={(e) => void act('refund', e)}>
              <p>
                Refund {order.totals.total.display} to {order.buyer.firstName} {order.buyer.lastName} through the payment gateway and mail them? This cannot be undone.
              </p>
              <label className="ed-admin-inline">
                <input ref={firstOfQuestion} type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
                Put the pieces back on sale
              </label>
              <div className="ed-admin-actions">
                <button type="submit" className="ed-danger" disabled={busy}>
                  Refund {order.totals.total.display}
                </button>
                <button type="button" disabled={busy} onClick={() => back('refund')}>
                  Cancel
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

import type { OrderAddress } from '../../../schema/api/address';
import { CommerceText } from '../../texts';
import { totalsRows } from '../totals';
import { CartUiText } from '../texts';
import { useCartState } from '../use-cart';

function AddressLines({ address }: { address: OrderAddress }) {
  const cityLine = [address.city, address.state, address.zip].filter(Boolean).join(', ');
  return (
    <address>
      {address.addressLineOne}
      <br />
      {address.addressLineTwo && (
        <>
          {address.addressLineTwo}
          <br />
        </>
      )}
      {cityLine}
      <br />
      {address.countryName}
    </address>
  );
}

const sameAddress = (a: OrderAddress, b: OrderAddress) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The purchase confirmation: the spec's thanks, then what was bought, as the server confirmed it:
 * the order number, the lines, the amounts and where it goes (and where it is billed, if elsewhere).
 */
export function Confirmation() {
  const { order } = useCartState();
  const confirmation = order?.confirmation;
  if (!order) return null;
  return (
    <section className="cart-confirmation" aria-labelledby="cart-confirmation-thanks">
      <p id="cart-confirmation-thanks" className="cart__message cart__message--success" tabIndex={-1} data-confirmation-focus="">
        {CommerceText.purchaseConfirmation}
      </p>
      <p className="cart-confirmation__number">
        <strong>{CartUiText.orderNumber(order.orderId)}</strong>
      </p>
      {confirmation ? (
        <>
          <h2>{CartUiText.orderLines}</h2>
          <ul className="cart-confirmation__lines">
            {confirmation.lines.map((line) => (
              <li key={line.editionId}>
                <span>
                  {line.title}
                  {line.artistName ? `, ${line.artistName}` : ''} · {line.editionLabel} · {CartUiText.quantityOf(line.quantity)}
                </span>
                <span>{line.subtotal.display}</span>
              </li>
            ))}
          </ul>
          <dl className="cart-totals">
            {totalsRows({ ...confirmation, needsDestination: false, promoCode: confirmation.promoCode ? { promoCodeId: 0, amount: confirmation.totals.discount, ...confirmation.promoCode } : null }).map((row) => (
              <div key={row.key} className={row.key === 'total' ? 'cart-totals__total' : undefined}>
                <dt>{row.key === 'total' ? CartUiText.amountPaid : row.label}</dt>
                <dd>{row.display}</dd>
              </div>
            ))}
          </dl>
          <h2>{CartUiText.shippingTo}</h2>
          <AddressLines address={confirmation.shippingAddress} />
          {!sameAddress(confirmation.shippingAddress, confirmation.billingAddress) && (
            <>
              <h2>{CartUiText.billedTo}</h2>
              <AddressLines address={confirmation.billingAddress} />
            </>
          )}
        </>
      ) : (
        <p>
          {CartUiText.amountPaid}: {order.total.display}
        </p>
      )}
    </section>
  );
}

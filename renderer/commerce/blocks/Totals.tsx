import { totalsRows } from '../totals';
import { useCartState } from '../use-cart';

/** The cart's totals in the site's currency, exactly as the server worked them out. */
export function Totals() {
  const { cart } = useCartState();
  if (!cart || cart.lineItems.length === 0) return null;
  return (
    <dl className="cart-totals">
      {totalsRows(cart).map((row) => (
        <div key={row.key} className={row.key === 'total' ? 'cart-totals__total' : undefined} data-total={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.display}</dd>
        </div>
      ))}
    </dl>
  );
}

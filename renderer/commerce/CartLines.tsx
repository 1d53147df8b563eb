import { useEffect, useState } from 'react';
import type { CartLineItem, CartResponse } from '../../schema/api/commerce';
import { imageUrl } from '../../schema/images';
import { editionLabel } from '../site/artwork';
import { CartText } from '../texts';
import { MAX_QUANTITY } from './cart-address';

interface QuantityInputProps {
  id: string;
  title: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** A quantity field that lets the buyer clear it while typing and only commits whole numbers 1-999. */
function QuantityInput({ id, title, quantity, disabled, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  return (
    <span className="cart-line__quantity">
      <label htmlFor={id}>
        {CartText.quantity}
        <span className="visually-hidden"> {title}</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          const n = Number(event.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= MAX_QUANTITY && n !== quantity) onChange(n);
        }}
        onBlur={() => setDraft(String(quantity))}
      />
    </span>
  );
}

interface CartLinesProps {
  lines: CartLineItem[];
  isArtistSite: boolean;
  disabled: boolean;
  onQuantity: (editionId: number, quantity: number) => void;
  onRemove: (editionId: number) => void;
}

/** The cart's line items, as the server priced them. */
export function CartLines({ lines, isArtistSite, disabled, onQuantity, onRemove }: CartLinesProps) {
  return (
    <ul className="cart-lines">
      {lines.map((line) => {
        const { inventory, edition } = line;
        const image = inventory.image;
        const key = edition.editionId;
        return (
          <li key={key} className="cart-line">
            <span className="cart-line__media">
              {image ? (
                <img src={imageUrl(image, { width: 320 })} alt={image.imageAlt || inventory.title} width={image.width} height={image.height} loading="lazy" />
              ) : (
                <span className="inventory-card__placeholder" aria-hidden="true" />
              )}
            </span>
            <span className="cart-line__info">
              <span className="cart-line__title">{inventory.title}</span>
              {!isArtistSite && inventory.artistName && <span className="cart-line__artist">{inventory.artistName}</span>}
              <span className="cart-line__edition">{editionLabel(edition)}</span>
              {line.notice && <span className="cart-line__notice">{line.notice}</span>}
            </span>
            {line.canAdjustQuantity ? (
              <QuantityInput
                id={`quantity-${key}`}
                title={inventory.title}
                quantity={line.quantity}
                disabled={disabled}
                onChange={(q) => onQuantity(key, q)}
              />
            ) : (
              <span className="cart-line__quantity">
                {CartText.quantity}: {line.quantity}
              </span>
            )}
            <span className="cart-line__subtotal">{line.subtotal.display}</span>
            <button type="button" className="link-button cart-line__remove" disabled={disabled} aria-label={`${CartText.remove} ${inventory.title}`} onClick={() => onRemove(key)}>
              {CartText.remove}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Totals exactly as the server computed them; the browser never adds up money. */
export function CartTotals({ cart }: { cart: CartResponse }) {
  const { totals, promoCode } = cart;
  return (
    <dl className="cart-totals">
      <div>
        <dt>{CartText.subtotal}</dt>
        <dd>{totals.subtotal.display}</dd>
      </div>
      {promoCode && (
        <div>
          <dt>
            {CartText.promo} {promoCode.code}
          </dt>
          <dd>{promoCode.amount.display}</dd>
        </div>
      )}
      <div>
        <dt>{CartText.shipping}</dt>
        <dd>{totals.shipping.display}</dd>
      </div>
      <div>
        <dt>{CartText.tax}</dt>
        <dd>{totals.tax.display}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{CartText.total}</dt>
        <dd>{totals.total.display}</dd>
      </div>
    </dl>
  );
}

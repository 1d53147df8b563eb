import { useEffect, useState, type CSSProperties } from 'react';
import type { CartLineItem } from '../../../schema/api/commerce';
import { CartBlockType } from '../../../schema/commerce-constants';
import { imageUrl } from '../../../schema/images';
import { editionLabel } from '../../site/artwork';
import { CartText } from '../../texts';
import { editedText } from '../../forms/number-input';
import { acceptsQuantityText, quantityOf } from '../quantity';
import { useCartState, useCartStore } from '../use-cart';

export interface LineItemsProps {
  lineSpacing: number;
  showImages: boolean;
  /** The line's parts the page places in the line items (quantity input, remove button). */
  parts: string[];
  isArtistSite: boolean;
}

interface QuantityInputProps {
  id: string;
  title: string;
  quantity: number;
  disabled: boolean;
  onCommit: (quantity: number) => void;
}

/**
 * The quantity of a line that can be adjusted, under §5's number rules: an edit that would leave
 * anything but a whole number (a letter, a point, a minus, a leading zero) is refused as it is typed;
 * Enter or leaving the field sends a new quantity, and '0' or an empty field puts the old one back.
 */
export function QuantityInput({ id, title, quantity, disabled, onCommit }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const next = quantityOf(draft);
    if (next === null) setDraft(String(quantity));
    else if (next !== quantity) onCommit(next);
  };
  return (
    <span className="cart-line__quantity">
      <label htmlFor={id}>
        {CartText.quantity}
        <span className="visually-hidden"> {title}</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        disabled={disabled}
        onBeforeInput={(event) => {
          const input = event.currentTarget;
          const native = event.nativeEvent as InputEvent;
          // Deletions carry no data and always happen; the change below checks what they leave.
          const data = native.data ?? native.dataTransfer?.getData('text/plain') ?? '';
          if (data && !acceptsQuantityText(editedText(input.value, input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length, data))) {
            event.preventDefault();
          }
        }}
        onChange={(event) => {
          // An edit the rules refuse never shows: the field keeps what it held.
          if (acceptsQuantityText(event.currentTarget.value)) setDraft(event.currentTarget.value);
          else event.currentTarget.value = draft;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
      />
    </span>
  );
}

function Line({ line, props, disabled }: { line: CartLineItem; props: LineItemsProps; disabled: boolean }) {
  const store = useCartStore();
  const { inventory, edition } = line;
  const image = props.showImages ? inventory.image : null;
  const editionId = edition.editionId;
  return (
    <li className={props.showImages ? 'cart-line' : 'cart-line cart-line--no-media'}>
      {props.showImages && (
        <span className="cart-line__media">
          {image ? (
            <img src={imageUrl(image, { width: 320 })} alt={image.imageAlt || inventory.title} width={image.width} height={image.height} loading="lazy" />
          ) : (
            <span className="inventory-card__placeholder" aria-hidden="true" />
          )}
        </span>
      )}
      <span className="cart-line__info">
        <span className="cart-line__title">{inventory.title}</span>
        {!props.isArtistSite && inventory.artistName && <span className="cart-line__artist">{inventory.artistName}</span>}
        <span className="cart-line__edition">
          {editionLabel(edition)} · {edition.price}
        </span>
        {line.notice && <span className="cart-line__notice">{line.notice}</span>}
      </span>
      {props.parts.includes(CartBlockType.QuantityInput) &&
        (line.canAdjustQuantity ? (
          <QuantityInput id={`quantity-${editionId}`} title={inventory.title} quantity={line.quantity} disabled={disabled} onCommit={(q) => store.setQuantity(editionId, q)} />
        ) : (
          <span className="cart-line__quantity">
            {CartText.quantity}: {line.quantity}
          </span>
        ))}
      <span className="cart-line__subtotal">{line.subtotal.display}</span>
      {props.parts.includes(CartBlockType.RemoveButton) && (
        <button
          type="button"
          className="link-button cart-line__remove"
          disabled={disabled}
          aria-label={`${CartText.remove} ${inventory.title}`}
          onClick={() => store.remove(editionId)}
        >
          {CartText.remove}
        </button>
      )}
    </li>
  );
}

/** The cart's line items, as the server priced them, with the parts the page gives each line. */
export function LineItems(props: LineItemsProps) {
  const state = useCartState();
  const lines = state.cart?.lineItems ?? [];
  const disabled = state.checkout === 'processing' || state.checkout === 'success';
  if (!lines.length) return null;
  return (
    <ul className="cart-lines" aria-label={CartText.orderSummary} style={{ '--cart-line-spacing': `${props.lineSpacing}px` } as CSSProperties}>
      {lines.map((line) => (
        <Line key={line.edition.editionId} line={line} props={props} disabled={disabled} />
      ))}
    </ul>
  );
}

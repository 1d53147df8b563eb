import { useState, type FormEvent } from 'react';
import { CommerceText } from '../../texts';
import { promoCodeInput } from '../promo';
import { CartUiText } from '../texts';
import { useCartState, useCartStore } from '../use-cart';

/**
 * The promo code form (spec §5, §7, §9): the code field at 57% of the row and APPLY at 43%, sent only
 * when it is not empty, checked with GET /api/promoCodes/{code}; the server's message is shown either
 * way, and the spec's 'Sorry, this promotion code is not valid.' when the check fails. Shown while the
 * site has codes a buyer can use, or one is applied.
 */
export function PromoCode() {
  const state = useCartState();
  const store = useCartStore();
  // Fixed ids: each island counts useId from zero, so two islands on the page would share one.
  const id = 'cart-promo-code';
  const messageId = `${id}-message`;
  const [text, setText] = useState('');
  const { promo, cart } = state;
  const applied = promo.ok && promo.promoCodeId !== null;
  if (!cart || (!cart.hasActivePromoCodes && !applied && !promo.message)) return null;
  const locked = promo.busy || state.checkout === 'processing' || state.checkout === 'success';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = promoCodeInput(text);
    if (code) void store.applyPromo(code);
  };

  return (
    <form className="promo-form" onSubmit={submit}>
      <label htmlFor={id}>{CartUiText.promoLabel}</label>
      <div className="promo-form__row">
        <input
          id={id}
          name="code"
          type="text"
          required
          maxLength={32}
          autoComplete="off"
          value={text}
          disabled={locked}
          aria-describedby={promo.message || applied ? messageId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={locked}>
          {CommerceText.apply}
        </button>
      </div>
      {(promo.message || applied) && (
        <p id={messageId} className={applied ? 'promo-form__message' : 'promo-form__message promo-form__message--error'} role={applied ? 'status' : 'alert'}>
          {applied ? [CartUiText.promoApplied(promo.code.toUpperCase()), promo.message].filter(Boolean).join(' ') : promo.message}
        </p>
      )}
      {applied && (
        <button type="button" className="link-button" disabled={locked} onClick={() => store.removePromo()}>
          {CartUiText.removePromo}
        </button>
      )}
    </form>
  );
}

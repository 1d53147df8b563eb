import { PROMO_LAYOUT } from './promo';

/**
 * The cart page's styles beyond the site's (.cart-line, .cart-totals, .checkout-form in site/styles.ts):
 * the modes' layout (the card form in a second column at most 520px wide, spec §9), the promo code
 * row (input 57%, APPLY 43%), notices, the wallet button, the confirmation and the selects. The cart
 * page carries them in its markup; the purchase popup adds them when it first opens.
 */
export const COMMERCE_CSS = `
.cart-mode[hidden]{display:none}
.cart-mode--checkout{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,520px);column-gap:clamp(32px,5vw,72px);row-gap:24px;align-items:start}
.cart-mode--checkout>*{grid-column:1}
.cart-mode--checkout>.cart-block--card-form{grid-column:2;grid-row:1/span 50}
.cart-status{display:grid;gap:12px;margin-bottom:24px}
.cart-status:empty{display:none}
.cart-notices{margin:0;padding:12px 16px;list-style:none;border-left:4px solid var(--danger);background:var(--surface);display:grid;gap:6px}
.cart-lines{--cart-line-spacing:20px}
.cart-lines .cart-line{padding:var(--cart-line-spacing) 0}
.cart-line--no-media{grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"info subtotal" "quantity remove"}
.cart-line__quantity input{width:88px}
.promo-form{display:grid;gap:8px}
.promo-form__row{display:flex;gap:0}
.promo-form__row input{flex:0 0 ${PROMO_LAYOUT.input};max-width:${PROMO_LAYOUT.input};min-width:0;font:inherit;color:var(--body-text);background:var(--body-bg);border:1px solid var(--muted);border-radius:var(--radius) 0 0 var(--radius);padding:10px 12px;min-height:44px}
.promo-form__row .button{flex:0 0 ${PROMO_LAYOUT.apply};max-width:${PROMO_LAYOUT.apply};border-radius:0 var(--radius) var(--radius) 0;padding:10px 12px}
.promo-form__message{margin:0}
.promo-form__message--error,.wallet__error{color:var(--danger);margin:0}
.form-field select{font:inherit;color:var(--body-text);background:var(--body-bg);border:1px solid var(--muted);border-radius:var(--radius);padding:10px 12px;min-height:44px;width:100%}
.form-field select:disabled{background:var(--surface)}
.checkout-form__same{grid-column:1/-1;display:flex;gap:10px;align-items:center}
.checkout-form__same input{width:20px;height:20px;margin:0}
.stripe-element{grid-column:1/-1;min-height:44px}
.wallet{display:grid;gap:8px}
.wallet__button{width:100%;background:#000;color:#fff;border-color:#000;text-transform:none;letter-spacing:0}
.wallet__button:hover{background:#222;color:#fff}
.cart-confirmation{display:grid;gap:16px;max-width:720px}
.cart-confirmation h2{margin:0;font-size:1.25rem}
.cart-confirmation__lines{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.cart-confirmation__lines li{display:flex;justify-content:space-between;gap:16px;border-bottom:1px solid var(--line);padding-bottom:8px}
.cart-confirmation address{font-style:normal}
.cart-empty{display:grid;gap:16px;justify-items:start}
.purchase-choices{display:grid;gap:16px}
.wallet-sheet__grid{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:899px){.cart-mode--checkout{grid-template-columns:minmax(0,1fr)}.cart-mode--checkout>.cart-block--card-form{grid-column:1;grid-row:auto}}
`;

export const COMMERCE_STYLE_ATTRIBUTE = 'data-commerce-styles';

/** Adds COMMERCE_CSS to the page once (the purchase popup, on pages that do not carry it). */
export function ensureCommerceStyles(): void {
  if (typeof document === 'undefined' || document.querySelector(`style[${COMMERCE_STYLE_ATTRIBUTE}]`)) return;
  const style = document.createElement('style');
  style.setAttribute(COMMERCE_STYLE_ATTRIBUTE, '');
  style.textContent = COMMERCE_CSS;
  document.head.appendChild(style);
}

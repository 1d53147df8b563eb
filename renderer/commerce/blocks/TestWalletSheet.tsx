import { useRef, useState, type FormEvent } from 'react';
import { Popup } from '../../forms/Popup';
import { useCommerceApi } from '../api';
import { testWalletSource } from '../payment-sources';
import { CartUiText, TEST_WALLET_CARDS, WalletText } from '../texts';
import { useCartState, useCartStore } from '../use-cart';
import { AddressFields, Field } from './AddressFields';
import { detailsOf } from './CardForm';

/**
 * The test gateway's stand-in for a wallet's payment sheet: what a phone's wallet would hand over (a
 * card, a contact and a shipping address), filled from what the checkout form holds, and the amount:
 * the cart subtotal. Paying asks the test gateway for a wallet token; closing the sheet cancels.
 */
export default function TestWalletSheet({ sub }: { sub: string }) {
  const state = useCartState();
  const store = useCartStore();
  const api = useCommerceApi();
  const draft = state.draft;
  const [country, setCountry] = useState(draft.Country || state.destination.Country);
  const paid = useRef(false);
  const first = useRef<HTMLSelectElement>(null);
  // What the server will charge for the sheet's address: the subtotal when there is no promotion, shipping or tax.
  const total = state.cart?.totals.total.display ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const details = { ...detailsOf(form), billing: null };
    const number = String(new FormData(form).get('walletCard') ?? TEST_WALLET_CARDS[0].number);
    paid.current = true;
    void store.payWithWallet(details, testWalletSource(api, sub, number), { token: WalletText.noToken, buy: WalletText.error });
  };

  return (
    <Popup
      title={CartUiText.walletSheetTitle}
      width={500}
      initialFocus={first}
      onClosed={() => {
        if (!paid.current) store.walletCancelled(WalletText.cancelled);
      }}
    >
      <form
        className="visitor-form"
        onSubmit={submit}
        onChange={(event) => {
          // Shipping and tax follow the address chosen in the sheet, so the amount on Pay is what is charged.
          const data = new FormData(event.currentTarget);
          store.setDestination(String(data.get('Country') ?? country), String(data.get('State') ?? ''));
        }}
      >
        <p className="popup__text">{CartUiText.walletSheetHint}</p>
        <div className="form-field">
          <label htmlFor="wallet-card">{CartUiText.walletCard}</label>
          <select ref={first} id="wallet-card" name="walletCard" defaultValue={TEST_WALLET_CARDS[0].number}>
            {TEST_WALLET_CARDS.map((card) => (
              <option key={card.number} value={card.number}>
                {card.label}
              </option>
            ))}
          </select>
        </div>
        <div className="wallet-sheet__grid">
          <Field form="wallet" label="First Name" name="FirstName" required autoComplete="given-name" defaultValue={draft.FirstName} maxLength={100} />
          <Field form="wallet" label="Last Name" name="LastName" required autoComplete="family-name" defaultValue={draft.LastName} maxLength={100} />
          <Field form="wallet" label="Email" name="Email" type="email" required autoComplete="email" defaultValue={draft.Email} maxLength={254} />
          <Field form="wallet" label="Phone" name="Phone" type="tel" required autoComplete="tel" defaultValue={draft.Phone} maxLength={40} />
          <AddressFields form="wallet" prefix="" country={country} onCountry={setCountry} defaults={draft} />
        </div>
        <input type="hidden" name="sameAddress" value="on" />
        <div className="popup__actions">
          <button type="button" className="button button--secondary" onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
            {CartUiText.walletCancel}
          </button>
          <button type="submit" className="button button--primary">
            {CartUiText.walletPay(total)}
          </button>
        </div>
      </form>
    </Popup>
  );
}

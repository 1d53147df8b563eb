import { useState, type FormEvent } from 'react';
import { COUNTRIES, type CommerceSettings } from '../../../schema';
import { CURRENCY_CODES } from '../../../schema/currencies';
import { ApiCallError, call } from '../../state/api';
import { draftOf, newKey, updateOf, type RateDraft, type RegionDraft, type SettingsDraft } from './draft';

function CountrySelect({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Choose…</option>
      {COUNTRIES.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

function Money({ id, label, value, onChange, hint }: { id: string; label: string; value: string; onChange: (text: string) => void; hint?: string }) {
  return (
    <div className="ed-admin-form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="ed-admin-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Payments, shipping and tax in one form, saved together on the revision it was read at: the card
 * provider and currency; a rate for anywhere, rates by region (a state's before its country's), free
 * shipping from an amount and shipping only to the listed regions; tax rates by country and state,
 * added to prices or included in them.
 */
export function SettingsForm({ settings, onSaved }: { settings: CommerceSettings; onSaved: (settings: CommerceSettings) => void }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const change = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const region = (key: number, patch: Partial<RegionDraft>) => change({ regions: draft.regions.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const rate = (key: number, patch: Partial<RateDraft>) => change({ rates: draft.rates.map((r) => (r.key === key ? { ...r, ...patch } : r)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = updateOf(draft, settings.revision);
    if (!result.ok) {
      setProblems(result.problems);
      setMessage(null);
      return;
    }
    setProblems([]);
    setBusy(true);
    try {
      const saved = await call<CommerceSettings>('PUT', '/api/owner/commerce-settings', result.update);
      setDraft(draftOf(saved));
      onSaved(saved);
      setMessage({ text: 'Selling settings saved.', error: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiCallError || error instanceof Error ? error.message : 'The settings could not be saved.', error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ed-admin-form selling-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="selling-settings-heading">
      <h2 id="selling-settings-heading">Payments, shipping and tax</h2>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="ed-admin-conflict">
          <p>Correct these first:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="ed-admin-group">
        <legend>Payments</legend>
        <div className="ed-admin-form-field">
          <label htmlFor="selling-provider">Card payments</label>
          <select id="selling-provider" value={draft.provider} onChange={(e) => change({ provider: e.target.value as SettingsDraft['provider'] })}>
            <option value="">None (no cart on the site)</option>
            <option value="test">Test gateway (test cards only)</option>
            <option value="stripe" disabled={!settings.payments.stripeAvailable}>
              Stripe{settings.payments.stripeAvailable ? '' : ' (its keys are not set on this server)'}
            </option>
          </select>
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="selling-currency">Currency</label>
          <select id="selling-currency" value={draft.currencyCode} onChange={(e) => change({ currencyCode: e.target.value })}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset className="ed-admin-group">
        <legend>Shipping</legend>
        <Money id="selling-flat" label="Flat rate per order" value={draft.flat} onChange={(flat) => change({ flat })} hint="For anywhere not listed below." />
        <Money id="selling-per-item" label="Per piece" value={draft.perItem} onChange={(perItem) => change({ perItem })} />
        <Money id="selling-free" label="Free shipping from" value={draft.freeAbove} onChange={(freeAbove) => change({ freeAbove })} hint="A subtotal after promotions; leave blank for never." />
        <label className="ed-admin-inline">
          <input type="checkbox" checked={draft.onlyListedRegions} onChange={(e) => change({ onlyListedRegions: e.target.checked })} />
          Ship only to the regions listed
        </label>
        <table className="ed-admin-table selling-rows">
          <caption>Rates by region (a state’s rate comes before its country’s)</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">State or province</th>
              <th scope="col">Flat rate</th>
              <th scope="col">Per piece</th>
              <th scope="col">
                <span className="ed-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.regions.map((r, i) => (
              <tr key={r.key}>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`region-${r.key}-country`}>{`Region ${i + 1} country`}</label>
                  <CountrySelect id={`region-${r.key}-country`} value={r.country} onChange={(country) => region(r.key, { country })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`region-${r.key}-state`}>{`Region ${i + 1} state`}</label>
                  <input id={`region-${r.key}-state`} value={r.state} placeholder="Whole country" maxLength={100} onChange={(e) => region(r.key, { state: e.target.value })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`region-${r.key}-flat`}>{`Region ${i + 1} flat rate`}</label>
                  <input id={`region-${r.key}-flat`} inputMode="decimal" value={r.flat} onChange={(e) => region(r.key, { flat: e.target.value })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`region-${r.key}-per-item`}>{`Region ${i + 1} per piece`}</label>
                  <input id={`region-${r.key}-per-item`} inputMode="decimal" value={r.perItem} onChange={(e) => region(r.key, { perItem: e.target.value })} />
                </td>
                <td>
                  <button type="button" onClick={() => change({ regions: draft.regions.filter((x) => x.key !== r.key) })}>
                    Remove region {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button type="button" onClick={() => change({ regions: [...draft.regions, { key: newKey(), country: '', state: '', flat: '0.00', perItem: '0.00' }] })}>
            Add a shipping region
          </button>
        </p>
      </fieldset>

      <fieldset className="ed-admin-group">
        <legend>Tax</legend>
        <label className="ed-admin-inline">
          <input type="checkbox" checked={draft.pricesIncludeTax} onChange={(e) => change({ pricesIncludeTax: e.target.checked })} />
          Prices include tax (the cart shows the part of them that is tax)
        </label>
        <table className="ed-admin-table selling-rows">
          <caption>Tax rates by country and state (none elsewhere)</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">State or province</th>
              <th scope="col">Rate (%)</th>
              <th scope="col">Name on the bill</th>
              <th scope="col">On shipping</th>
              <th scope="col">
                <span className="ed-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rates.map((r, i) => (
              <tr key={r.key}>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`rate-${r.key}-country`}>{`Tax rate ${i + 1} country`}</label>
                  <CountrySelect id={`rate-${r.key}-country`} value={r.country} onChange={(country) => rate(r.key, { country })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`rate-${r.key}-state`}>{`Tax rate ${i + 1} state`}</label>
                  <input id={`rate-${r.key}-state`} value={r.state} placeholder="Whole country" maxLength={100} onChange={(e) => rate(r.key, { state: e.target.value })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`rate-${r.key}-rate`}>{`Tax rate ${i + 1} percent`}</label>
                  <input id={`rate-${r.key}-rate`} inputMode="decimal" value={r.rate} onChange={(e) => rate(r.key, { rate: e.target.value })} />
                </td>
                <td>
                  <label className="ed-visually-hidden" htmlFor={`rate-${r.key}-name`}>{`Tax rate ${i + 1} name`}</label>
                  <input id={`rate-${r.key}-name`} value={r.name} maxLength={60} onChange={(e) => rate(r.key, { name: e.target.value })} />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Tax rate ${i + 1} applies to shipping`}
                    checked={r.appliesToShipping}
                    onChange={(e) => rate(r.key, { appliesToShipping: e.target.checked })}
                  />
                </td>
                <td>
                  <button type="button" onClick={() => change({ rates: draft.rates.filter((x) => x.key !== r.key) })}>
                    Remove tax rate {i + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <button type="button" onClick={() => change({ rates: [...draft.rates, { key: newKey(), country: '', state: '', rate: '0', name: 'Tax', appliesToShipping: false }] })}>
            Add a tax rate
          </button>
        </p>
      </fieldset>
      <div className="ed-admin-actions">
        <button type="submit" className="ed-primary" disabled={busy}>
          Save selling settings
        </button>
      </div>
    </form>
  );
}

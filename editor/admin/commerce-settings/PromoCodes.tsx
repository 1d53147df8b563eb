import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatMoney, PROMO_CODE_KINDS, type PromoCode, type PromoCodeKind, type PromoCodeList } from '../../../schema';
import { call } from '../../state/api';
import { formatWhen } from '../inbox/inbox-text';
import { isoFromLocal, minorFromText, promoAmountText } from './settings-values';

interface NewCode {
  code: string;
  description: string;
  kind: PromoCodeKind;
  amount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
}

const EMPTY: NewCode = { code: '', description: '', kind: 'percentage', amount: '', startsAt: '', endsAt: '', usageLimit: '' };

/** The code's amount as the API takes it: whole percent, or minor units of the site's currency. */
function amountOf(form: NewCode): number | null {
  if (form.kind === 'percentage') return /^\s*\d{1,3}\s*$/.test(form.amount) ? Number(form.amount) : null;
  return minorFromText(form.amount);
}

function when(code: PromoCode): string {
  if (!code.startsAt && !code.endsAt) return 'Always';
  return [code.startsAt ? `from ${formatWhen(code.startsAt)}` : null, code.endsAt ? `until ${formatWhen(code.endsAt)}` : null].filter(Boolean).join(' ');
}

/**
 * The site's promotion codes: each with its worth (a percent or an amount off), when it applies, how
 * often it has been used of its limit, and whether buyers can use it now; a new one, switching one on
 * or off, and deleting one (which asks first).
 */
export function PromoCodes({ currencyCode }: { currencyCode: string }) {
  const [codes, setCodes] = useState<PromoCode[] | null>(null);
  const [form, setForm] = useState<NewCode>(EMPTY);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setCodes((await call<PromoCodeList>('GET', '/api/owner/promo-codes')).promoCodes);
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'The promotion codes could not be loaded.', error: true });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (deleting) confirmButton.current?.focus();
  }, [deleting]);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage({ text: await work(), error: false });
      await load();
      return true;
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'That could not be done.', error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const amount = amountOf(form);
    if (amount === null || amount < 1) {
      setMessage({ text: form.kind === 'percentage' ? 'Amount: a whole percent from 1 to 100.' : 'Amount: an amount such as 5 or 5.50.', error: true });
      return;
    }
    const usageLimit = form.usageLimit.trim() ? Number(form.usageLimit) : null;
    const made = await run(async () => {
      const code = await call<PromoCode>('POST', '/api/owner/promo-codes', {
        code: form.code.trim(),
        description: form.description.trim(),
        kind: form.kind,
        amount,
        startsAt: isoFromLocal(form.startsAt),
        endsAt: isoFromLocal(form.endsAt),
        usageLimit: usageLimit !== null && Number.isInteger(usageLimit) ? usageLimit : null,
      });
      return `Promotion code ${code.code} made.`;
    });
    if (made) {
      setForm(EMPTY);
      codeInput.current?.focus();
    }
  };

  const format = (minor: number) => formatMoney(minor, currencyCode);
  return (
    <section className="selling-promos" aria-labelledby="promo-codes-heading">
      <h2 id="promo-codes-heading">Promotion codes</h2>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      {codes === null && !message?.error && <p>Loading…</p>}
      {codes && codes.length === 0 && <p>No promotion codes yet.</p>}
      {codes && codes.length > 0 && (
        <table className="ed-admin-table">
          <caption className="ed-visually-hidden">The site’s promotion codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Worth</th>
              <th scope="col">When</th>
              <th scope="col">Used</th>
              <th scope="col">Buyers can use it now</th>
              <th scope="col">
                <span className="ed-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.promoCodeId}>
                <th scope="row">
                  {code.code}
                  {code.description && <span className="ed-admin-hint"> · {code.description}</span>}
                </th>
                <td>{promoAmountText(code.kind, code.amount, format)}</td>
                <td>{when(code)}</td>
                <td>{code.usageLimit === null ? code.timesUsed : `${code.timesUsed} of ${code.usageLimit}`}</td>
                <td>{code.isLive ? 'Yes' : 'No'}</td>
                <td className="ed-admin-actions">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        await call('PATCH', `/api/owner/promo-codes/${code.promoCodeId}`, { active: !code.active, revision: code.revision });
                        return `${code.code} is ${code.active ? 'switched off' : 'switched on'}.`;
                      })
                    }
                  >
                    {code.active ? `Switch off ${code.code}` : `Switch on ${code.code}`}
                  </button>
                  <button type="button" className="ed-danger" disabled={busy} onClick={() => setDeleting(code)}>
                    Delete {code.code}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <div className="ed-admin-confirm" role="group" aria-label={`Confirm deleting ${deleting.code}`}>
          <p>Delete the promotion code {deleting.code}? Buyers who have it can no longer use it.</p>
          <button
            ref={confirmButton}
            type="button"
            className="ed-danger"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await call('DELETE', `/api/owner/promo-codes/${deleting.promoCodeId}`);
                setDeleting(null);
                return `${deleting.code} deleted.`;
              })
            }
          >
            Delete {deleting.code}
          </button>
          <button type="button" disabled={busy} onClick={() => setDeleting(null)}>
            Keep it
          </button>
        </div>
      )}
      <form className="ed-admin-form" onSubmit={(e) => void create(e)} aria-labelledby="promo-new-heading">
        <h3 id="promo-new-heading">New promotion code</h3>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-code">Code</label>
          <input
            ref={codeInput}
            id="promo-code"
            required
            maxLength={32}
            pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,31}"
            value={form.code}
            aria-describedby="promo-code-hint"
            onChange={(e) => setForm({ ...form, code: e.target.value })}
          />
          <p id="promo-code-hint" className="ed-admin-hint">
            Letters, digits, dashes and underscores; buyers may type it in any case.
          </p>
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-description">Description (optional)</label>
          <input id="promo-description" maxLength={200} value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} />
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-kind">Kind</label>
          <select id="promo-kind" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as PromoCodeKind })}>
            {PROMO_CODE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind === 'percentage' ? 'A percent off the subtotal' : `An amount off (${currencyCode})`}
              </option>
            ))}
          </select>
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-amount">{form.kind === 'percentage' ? 'Percent off' : `Amount off (${currencyCode})`}</label>
          <input id="promo-amount" required inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-starts">Starts (optional)</label>
          <input id="promo-starts" type="datetime-local" value={form.startsAt} onChange={(e) => setForm({ ...form, startsAt: e.target.value })} />
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-ends">Ends (optional)</label>
          <input id="promo-ends" type="datetime-local" value={form.endsAt} onChange={(e) => setForm({ ...form, endsAt: e.target.value })} />
        </div>
        <div className="ed-admin-form-field">
          <label htmlFor="promo-limit">Usage limit (optional)</label>
          <input id="promo-limit" inputMode="numeric" pattern="[0-9]*" value={form.usageLimit} aria-describedby="promo-limit-hint" onChange={(e) => setForm({ ...form, usageLimit: e.target.value })} />
          <p id="promo-limit-hint" className="ed-admin-hint">
            How many orders may use it in all; blank for no limit.
          </p>
        </div>
        <div className="ed-admin-actions">
          <button type="submit" className="ed-primary" disabled={busy}>
            Make the promotion code
          </button>
        </div>
      </form>
    </section>
  );
}

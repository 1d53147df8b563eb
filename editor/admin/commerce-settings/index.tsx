import { useCallback, useEffect, useState } from 'react';
import type { CommerceSettings } from '../../../schema';
import { call } from '../../state/api';
import { PromoCodes } from './PromoCodes';
import { SettingsForm } from './SettingsForm';
import './selling.css';

/**
 * Selling: how the site takes money (the card provider and currency), what shipping and tax it
 * charges where, and its promotion codes. Buyers' carts are priced by these at once.
 */
export default function SellingScreen() {
  const [settings, setSettings] = useState<CommerceSettings | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setSettings(await call<CommerceSettings>('GET', '/api/owner/commerce-settings'));
      setFailed(null);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The selling settings could not be loaded.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="ed-admin-screen selling" aria-labelledby="selling-heading">
      <h1 id="selling-heading">Selling</h1>
      {failed && (
        <div role="alert" className="ed-admin-conflict">
          <p>{failed}</p>
          <button type="button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      )}
      {!settings && !failed && <p role="status">Loading…</p>}
      {settings && (
        <>
          <SettingsForm settings={settings} onSaved={setSettings} />
          <PromoCodes currencyCode={settings.payments.currencyCode} />
        </>
      )}
    </section>
  );
}

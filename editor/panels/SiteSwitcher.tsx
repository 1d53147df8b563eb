import { useEffect, useRef, useState } from 'react';
import type { OwnerSession, OwnerSite } from '../../schema';
import { ApiCallError, api } from '../state/api';
import { useEditorUi } from '../state/store';
import { Select } from './fields';
import { siteOptions } from './site-options';

/** Set while the builder reopens after a switch, so the new switcher takes the focus back where it was. */
let refocus = false;

/**
 * The owner's sites, shown only when there are several. Choosing one moves the session there and the
 * builder reopens on that site's draft; unsaved changes are confirmed first, as a version restore does.
 * Part of the builder's first load (about 1 KB): a stand-in select while it loaded lost a choice or the
 * focus that came before its code.
 */
export default function SiteSwitcher({ sites, onSwitched }: { sites: OwnerSite[]; onSwitched: (session: OwnerSession) => void }) {
  const subdomain = useEditorUi((s) => s.subdomain);
  const dirty = useEditorUi((s) => s.dirty);
  const [pending, setPending] = useState<OwnerSite | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    box.current?.querySelector('select')?.focus();
  }, []);

  if (sites.length < 2) return null;

  const open = async (site: OwnerSite) => {
    setBusy(true);
    try {
      const session = await api.switchSite(site.subdomain);
      refocus = true;
      onSwitched(session);
    } catch (error) {
      setBusy(false);
      setPending(null);
      useEditorUi.getState().setStatus({ kind: 'error', message: error instanceof ApiCallError ? error.message : 'The site could not be opened.' });
    }
  };

  const choose = (value: string) => {
    const site = sites.find((s) => s.subdomain === value);
    if (!site || busy) return;
    if (site.subdomain === subdomain) setPending(null);
    else if (dirty) setPending(site);
    else void open(site);
  };

  return (
    <div className="ed-site-switch" ref={box}>
      <Select label="Site" value={pending?.subdomain ?? subdomain} options={siteOptions(sites)} onChange={choose} />
      {pending && (
        <div className="ed-media-confirm ed-site-switch-confirm" role="group" aria-label="Confirm switching site">
          <p role="alert">Your unsaved changes on this site will be lost.</p>
          <button type="button" className="ed-primary" disabled={busy} onClick={() => void open(pending)}>
            Open {pending.company}
          </button>{' '}
          <button type="button" onClick={() => setPending(null)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

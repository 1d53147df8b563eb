import { useEffect, useId, useRef, useState } from 'react';
import { UserType, type SiteSettings, type SiteSettingsPatch } from '../../../schema';
import { api } from '../../state/api';
import { useEditorUi } from '../../state/store';

type Status = { kind: 'loading' } | { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The change could not be saved.');

/**
 * The options kept on the site itself rather than in its document: the site type, and whether visitors
 * may download images and make offers. Each change is saved at once and is live for visitors without
 * Publish; the canvas follows the site type. Changes go to the server one after another, so the last
 * one made is the one that stays, and the controls show what the server last confirmed after a failure.
 */
export function SellingSettings() {
  const id = useId();
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const confirmed = useRef<SiteSettings | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let open = true;
    api.getSiteSettings().then(
      (answer) => {
        confirmed.current = answer;
        if (!open) return;
        setSettings(answer);
        setStatus({ kind: 'idle' });
      },
      (error: unknown) => open && setStatus({ kind: 'error', message: messageOf(error) }),
    );
    return () => {
      open = false;
    };
  }, [attempt]);

  const change = (patch: SiteSettingsPatch) => {
    if (!settings) return;
    setSettings({ ...settings, ...patch });
    setStatus({ kind: 'saving' });
    const request = ++latest.current;
    queue.current = queue.current.then(async () => {
      try {
        const answer = await api.updateSiteSettings(patch);
        confirmed.current = answer;
        useEditorUi.setState({ userType: answer.userType });
        if (request !== latest.current) return;
        setSettings(answer);
        setStatus({ kind: 'saved' });
      } catch (error) {
        if (request !== latest.current) return;
        setSettings(confirmed.current);
        setStatus({ kind: 'error', message: messageOf(error) });
      }
    });
  };

  const disabled = settings === null;
  return (
    <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h3 id={`${id}-title`}>Selling and images</h3>
      <p id={`${id}-hint`} className="ed-field-hint">
        These are saved as soon as you change them and apply to your site at once, without Publish.
      </p>
      <div className="ed-field">
        <label htmlFor={`${id}-type`}>Site type</label>
        <select
          id={`${id}-type`}
          value={settings?.userType ?? UserType.Gallery}
          disabled={disabled}
          aria-describedby={`${id}-type-hint`}
          onChange={(e) => change({ userType: Number(e.target.value) === UserType.Artist ? UserType.Artist : UserType.Gallery })}
        >
          <option value={UserType.Gallery}>Gallery</option>
          <option value={UserType.Artist}>Artist</option>
        </select>
        <p id={`${id}-type-hint`} className="ed-field-hint">
          An artist’s site leaves the artist name off artworks, and the Artists search tab and artist sorting out.
        </p>
      </div>
      <label className="ed-check">
        <input type="checkbox" checked={settings?.canDownloadImages ?? false} disabled={disabled} onChange={(e) => change({ canDownloadImages: e.target.checked })} />
        Visitors may download images
      </label>
      <label className="ed-check">
        <input type="checkbox" checked={settings?.canReceiveOffers ?? false} disabled={disabled} onChange={(e) => change({ canReceiveOffers: e.target.checked })} />
        Visitors may make offers
      </label>
      <p className="ed-field-hint" aria-live="polite">
        {status.kind === 'loading' ? 'Loading…' : status.kind === 'saving' ? 'Saving…' : status.kind === 'saved' ? 'Saved. Visitors see the change now.' : ''}
      </p>
      {status.kind === 'error' && (
        <p className="ed-form-error" role="alert">
          {status.message}{' '}
          {settings === null && (
            <button
              type="button"
              onClick={() => {
                setStatus({ kind: 'loading' });
                setAttempt(attempt + 1);
              }}
            >
              Try again
            </button>
          )}
        </p>
      )}
    </section>
  );
}

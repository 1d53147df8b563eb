import { useEffect, useId, useState } from 'react';
import type { PagePassword } from '../../../schema';
import { ApiCallError, call } from '../../state/api';

const passwords = () => call<{ pages: PagePassword[] }>('GET', '/api/owner/pages/passwords');
const setPassword = (pageId: string, password: string | null) => call<PagePassword>('PUT', `/api/owner/pages/${encodeURIComponent(pageId)}/password`, { password });

/**
 * The password of a protected page. Unlike the rest of the page's settings it is saved at once, not
 * with Publish: it is a secret kept on the server, never in the site's document. A new password ends
 * the visits of everyone who opened the page with the old one.
 */
export function PagePasswordField({ pageId }: { pageId: string }) {
  const id = useId();
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [value, setValue] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    passwords().then(
      ({ pages }) => live && setHasPassword(pages.some((p) => p.pageId === pageId && p.hasPassword)),
      (e: unknown) => live && setError(e instanceof ApiCallError ? e.message : 'The password could not be read.'),
    );
    return () => {
      live = false;
    };
  }, [pageId]);

  const save = async (password: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await setPassword(pageId, password);
      setHasPassword(saved.hasPassword);
      setValue('');
      setStatus(saved.hasPassword ? 'Password saved. Visitors who opened the page with an earlier password must enter the new one.' : 'Password removed: the page is closed to every visitor until it has one.');
    } catch (e) {
      // A page added since the last save is not on the server yet.
      if (e instanceof ApiCallError && e.status === 404) setError('Save the site first: this page is not saved yet, so it cannot have a password.');
      else setError(e instanceof ApiCallError ? e.message : 'The password could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ed-field">
      <label htmlFor={`${id}-password`}>{hasPassword ? 'New password' : 'Password'}</label>
      <p id={`${id}-hint`} className="ed-field-hint">
        {hasPassword === null
          ? 'Reading…'
          : hasPassword
            ? 'This page has a password. Type a new one to change it. Saved at once, without Publish.'
            : 'No password yet: the page stays closed to every visitor until you set one. Saved at once, without Publish.'}
      </p>
      <form
        className="ed-image-choice-actions"
        onSubmit={(e) => {
          e.preventDefault();
          void save(value);
        }}
      >
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          minLength={4}
          maxLength={200}
          required
          value={value}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          {hasPassword ? 'Change password' : 'Set password'}
        </button>
        {hasPassword && (
          <button type="button" className="ed-quiet" disabled={busy} onClick={() => void save(null)}>
            Remove password
          </button>
        )}
      </form>
      {error && (
        <p id={`${id}-error`} className="ed-form-error" role="alert">
          {error}
        </p>
      )}
      <p className="ed-field-hint" role="status">
        {status}
      </p>
    </div>
  );
}

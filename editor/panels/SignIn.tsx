import { useState, type FormEvent } from 'react';
import type { OwnerSession } from '../../schema';
import { ApiCallError, api } from '../state/api';

/** The owner sign-in form; the server sets the session cookie. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: OwnerSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.login(email, password));
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="ed-sign-in">
      <form className="ed-sign-in-form" onSubmit={submit} noValidate={false}>
        <h1>Sign in to your site builder</h1>
        <div className="ed-field">
          <label htmlFor="sign-in-email">Email</label>
          <input id="sign-in-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="ed-field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        {error && (
          <p className="ed-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="ed-primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}

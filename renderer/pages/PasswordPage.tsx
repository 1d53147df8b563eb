import { FormPath, FormText } from '../../schema/api/forms-text';
import { useSite } from '../site/context';

export interface PasswordPageProps {
  pageId: string;
  title: string;
  /** The last password sent was wrong. */
  invalid: boolean;
}

/**
 * What a protected page shows until its password is given: the spec's line and a password form that
 * works without JavaScript (a plain POST; the server answers with a redirect back to the page). Nothing
 * of the page's own content is here.
 */
export function PasswordPage({ pageId, title, invalid }: PasswordPageProps) {
  const site = useSite();
  return (
    <div className="password-page">
      <h1 className="page-title">{title}</h1>
      <form method="post" action={FormPath.challenges} className="password-form" style={{ maxWidth: 500 }}>
        <p id="password-required">{FormText.passwordRequired}</p>
        {invalid ? (
          <p className="form-error" role="alert">
            {FormText.invalidPassword}
          </p>
        ) : null}
        <input type="hidden" name="PageId" value={pageId} />
        <input type="hidden" name="Sub" value={site.subdomain} />
        <label htmlFor="page-password">Password</label>
        <input id="page-password" name="Challenge" type="password" required maxLength={200} autoComplete="current-password" aria-describedby="password-required" />
        <button type="submit">Enter</button>
      </form>
    </div>
  );
}

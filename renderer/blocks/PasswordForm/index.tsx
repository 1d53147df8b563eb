import type { FormEvent } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import type { BlockConfig } from '../../../schema/catalogue';
import { usePasswordRoute } from '../../pages/password-context';
import { useSite } from '../../site/context';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

const inert = (event: FormEvent) => event.preventDefault();

/**
 * The password page's form (spec: 'A password is required to view this page.', 'Invalid password.'):
 * a plain POST that works without JavaScript (the server answers with a redirect back to the page).
 * Outside a password page (the builder's canvas) it is drawn as visitors see it, and sends nothing.
 */
export function PasswordFormBlock({ id }: BlockProps<BlockConfig<'password-form'>>) {
  const site = useSite();
  const route = usePasswordRoute();
  const inputId = headingId('page-password', id);
  const noteId = headingId('password-required', id);
  return (
    <form {...(route ? { method: 'post', action: FormPath.challenges } : { onSubmit: inert })} className="password-form" style={{ maxWidth: 500 }}>
      <p id={noteId}>{FormText.passwordRequired}</p>
      {route?.invalid ? (
        <p className="form-error" role="alert">
          {FormText.invalidPassword}
        </p>
      ) : null}
      {route && <input type="hidden" name="PageId" value={route.pageId} />}
      {route && <input type="hidden" name="Sub" value={site.subdomain} />}
      <label htmlFor={inputId}>Password</label>
      <input id={inputId} name="Challenge" type="password" required maxLength={200} autoComplete="current-password" aria-describedby={noteId} />
      <button type="submit">Enter</button>
    </form>
  );
}

export default PasswordFormBlock;

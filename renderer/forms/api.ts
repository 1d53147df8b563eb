import { FormText } from '../../schema/api/forms-text';
import { browserVisitSource } from '../site/visit-source';

/**
 * Sends a visitor form as JSON to its path (FormPath) with what every public form carries besides its
 * own fields: Sub (the site), Referrer and Utm. Answers the server's success text, or throws a
 * FormSendError with the server's code (verification_expired, verification_failed…) and message.
 */
export class FormSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FormSendError';
  }
}

export type FormBody = Record<string, string | number | undefined>;

/** The visit's Referrer and Utm (site/visit-source.ts: where the visitor arrived from, not only this page's). */
export function trackingFields(): FormBody {
  if (typeof window === 'undefined') return {};
  const { referrer, utm } = browserVisitSource();
  return { Referrer: referrer || undefined, Utm: utm || undefined };
}

export async function sendForm(path: string, body: FormBody, fetchImpl: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormSendError('network_error', FormText.submitError, 0);
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // Not JSON: the generic message below.
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new FormSendError(typeof error?.code === 'string' ? error.code : 'http_error', typeof error?.message === 'string' ? error.message : FormText.submitError, response.status);
  }
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : FormText.submitted;
}

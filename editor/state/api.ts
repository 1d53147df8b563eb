import type { EditorDocumentResponse, OwnerSession, SiteDocument } from '../../schema';

/** A failed call, with the server's message when it sent one. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiCallError(0, 'The server could not be reached. Check your connection and try again.', null);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const message = typeof error?.message === 'string' ? error.message : `The request failed (${response.status}).`;
    throw new ApiCallError(response.status, message, typeof error?.code === 'string' ? error.code : null);
  }
  return json as T;
}

export const api = {
  me: () => call<OwnerSession>('GET', '/api/auth/me'),
  login: (email: string, password: string) => call<OwnerSession>('POST', '/api/auth/login', { email, password }),
  logout: () => call<unknown>('POST', '/api/auth/logout'),
  getDocument: () => call<EditorDocumentResponse>('GET', '/api/editor/document'),
  saveDocument: (document: SiteDocument) => call<{ savedAt: string }>('PUT', '/api/editor/document', { document }),
  publish: () => call<{ publishedVersion: number; publishedAt: string }>('POST', '/api/editor/publish'),
};

import { MEDIA_NAME_HEADER, SITE_HEADER } from '../../schema/api/headers';
import {
  type ChosenListsResponse,
  type EditorDocumentResponse,
  type MediaItem,
  type MediaListResponse,
  type MediaUpdate,
  type OwnerSession,
  type SiteDocument,
  type SiteSettings,
  type SiteSettingsPatch,
  type SiteTagsResponse,
  type TaggedKind,
  type VersionListResponse,
} from '../../schema';
import { useEditorUi } from './store';

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

/** The open site, named on every change so one made in a tab left on another site is refused, not misapplied. */
function siteHeader(): Record<string, string> {
  const { subdomain } = useEditorUi.getState();
  return subdomain ? { [SITE_HEADER]: subdomain } : {};
}

/** `started`: the same request already on its way (early-requests.ts), whose answer is read instead of asking again. */
export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = method === 'GET' ? {} : siteHeader(),
  started?: Promise<Response>,
): Promise<T> {
  let response: Response;
  try {
    response = await (started ??
      fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
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
  me: (started?: Promise<Response>) => call<OwnerSession>('GET', '/api/auth/me', undefined, {}, started),
  login: (email: string, password: string) => call<OwnerSession>('POST', '/api/auth/login', { email, password }),
  logout: () => call<unknown>('POST', '/api/auth/logout'),
  // Switching is how a tab left on another site gets back in step, so it names no site.
  switchSite: (subdomain: string) => call<OwnerSession>('POST', '/api/editor/site', { subdomain }, {}),
  getDocument: (started?: Promise<Response>) => call<EditorDocumentResponse>('GET', '/api/editor/document', undefined, {}, started),
  saveDocument: (document: SiteDocument, baseRevision: number) => call<{ savedAt: string; revision: number }>('PUT', '/api/editor/document', { document, baseRevision }),
  listVersions: () => call<VersionListResponse>('GET', '/api/editor/versions'),
  restoreVersion: (version: number) => call<EditorDocumentResponse>('POST', `/api/editor/versions/${version}/restore`),
  publish: () => call<{ publishedVersion: number; publishedAt: string }>('POST', '/api/editor/publish'),
  getSiteSettings: () => call<SiteSettings>('GET', '/api/editor/site-settings'),
  updateSiteSettings: (patch: SiteSettingsPatch) => call<SiteSettings>('PATCH', '/api/editor/site-settings', patch),
  listMedia: (q: string, offset = 0) => call<MediaListResponse>('GET', `/api/media?q=${encodeURIComponent(q)}&offset=${offset}`),
  updateMedia: (id: number, update: MediaUpdate) => call<MediaItem>('PATCH', `/api/media/${id}`, update),
  deleteMedia: (id: number) => call<null>('DELETE', `/api/media/${id}`),
  listChosenLists: () => call<ChosenListsResponse>('GET', '/api/editor/chosen-lists'),
  listSiteTags: (kind: TaggedKind) => call<SiteTagsResponse>('GET', `/api/editor/tags?kind=${kind}`),
};

/** An upload under way: its progress (0 to 1) as it goes, and its library entry or the server's refusal at the end. */
export function uploadMedia(file: File, onProgress: (fraction: number) => void): { done: Promise<MediaItem>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<MediaItem>((resolve, reject) => {
    xhr.open('POST', '/api/media');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader(MEDIA_NAME_HEADER, encodeURIComponent(file.name));
    for (const [name, value] of Object.entries(siteHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status === 201) return resolve(json as MediaItem);
      const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      const message = typeof error?.message === 'string' ? error.message : `The upload failed (${xhr.status}).`;
      reject(new ApiCallError(xhr.status, message, typeof error?.code === 'string' ? error.code : null));
    };
    xhr.onerror = () => reject(new ApiCallError(0, 'The server could not be reached. Check your connection and try again.', null));
    xhr.onabort = () => reject(new ApiCallError(0, 'The upload was cancelled.', null));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}

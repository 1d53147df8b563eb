/**
 * The builder's first two requests, the owner's session and the site's draft, are started by a line of
 * script in editor/index.html while the builder's own code is still on its way, instead of one after the
 * other once it has run: on a large page the draft is in by the time the builder asks for it. Each is
 * handed out once, to the builder's first start; every later call (after signing in, on switching sites)
 * asks the server afresh.
 */
export type EarlyRequest = 'me' | 'document';

declare global {
  interface Window {
    /** Set by editor/index.html; the paths there are api.me's and api.getDocument's. */
    __builderStart?: Partial<Record<EarlyRequest, Promise<Response>>>;
  }
}

/** The response started early for `name`, once; undefined when it was not started or is already taken. */
export function takeEarlyRequest(name: EarlyRequest): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__builderStart?.[name];
  if (started) delete window.__builderStart![name];
  return started;
}

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { OwnerSession } from '../schema';
import { AdminApp } from './admin/AdminApp';
import { parseContentHash } from './admin/screens';
import { useHash } from './admin/use-hash';
import { Builder } from './Builder';
import { ApiCallError, api } from './state/api';
import { takeEarlyRequest } from './state/early-requests';
import { prefetchRenderersForOpenPage } from './state/open-page-renderers';
import { useEditorUi } from './state/store';

/** Loaded only when the owner is signed out: a signed-in start never needs it. */
const SignIn = lazy(() => import('./panels/SignIn').then(({ SignIn }) => ({ default: SignIn })));

const loading = (
  <p className="ed-app-message" role="status">
    Loading…
  </p>
);

type Screen = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'error'; message: string } | { kind: 'builder'; session: OwnerSession };

/** Sign-in first; once signed in, the owner's draft is loaded and the builder opens on the home page. */
export function App() {
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const content = parseContentHash(useHash());

  /** `startedDraft`: the draft asked for before the builder ran, on its first start only. */
  const open = useCallback(async (session: OwnerSession, startedDraft?: Promise<Response>) => {
    setScreen({ kind: 'loading' });
    try {
      const draft = await api.getDocument(startedDraft);
      useEditorUi.getState().load(draft.document, draft.subdomain, draft.revision);
      prefetchRenderersForOpenPage();
      if (draft.hasUnpublishedChanges) useEditorUi.getState().setStatus({ kind: 'notice', message: 'This draft has changes that are not published yet.' });
      setScreen({ kind: 'builder', session });
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 401) setScreen({ kind: 'signed-out' });
      else setScreen({ kind: 'error', message: error instanceof Error ? error.message : 'The site could not be loaded.' });
    }
  }, []);

  useEffect(() => {
    api.me(takeEarlyRequest('me')).then(
      (session) => open(session, takeEarlyRequest('document')),
      (error: unknown) => {
        // Signed out, the draft asked for early was refused too: dropped, so a sign-in asks afresh.
        void takeEarlyRequest('document');
        if (error instanceof ApiCallError && error.status === 401) setScreen({ kind: 'signed-out' });
        else setScreen({ kind: 'error', message: error instanceof Error ? error.message : 'The builder could not start.' });
      },
    );
  }, [open]);

  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } finally {
      setScreen({ kind: 'signed-out' });
    }
  }, []);

  switch (screen.kind) {
    case 'loading':
      return loading;
    case 'signed-out':
      return (
        <Suspense fallback={loading}>
          <SignIn onSignedIn={(session) => void open(session)} />
        </Suspense>
      );
    case 'error':
      return (
        <p className="ed-app-message" role="alert">
          {screen.message}
        </p>
      );
    case 'builder':
      // Another site opens as a fresh builder on its own draft, as after signing in.
      // The back office opens over the builder, which stays as it was underneath.
      return (
        <>
          <div hidden={!!content} className="ed-builder-host">
            <Builder session={screen.session} onSignOut={() => void signOut()} onSiteSwitched={(session) => void open(session)} />
          </div>
          {content && <AdminApp screen={content.screen} siteName={screen.session.site.company} />}
        </>
      );
  }
}

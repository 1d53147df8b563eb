import { lazy, Suspense } from 'react';
import { useMediaDialog } from './dialog-store';

/** Loaded the first time the library opens: a session that never opens it never downloads it. */
const MediaLibrary = lazy(() => import('./MediaLibrary'));

export function MediaDialogHost() {
  const dialog = useMediaDialog((s) => s.dialog);
  const close = useMediaDialog((s) => s.close);
  if (!dialog) return null;
  return (
    <Suspense fallback={<p className="ed-media-loading">Opening the media library…</p>}>
      <MediaLibrary dialog={dialog} onClose={close} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { contentHash, SCREENS, screenOf } from './screens';

/**
 * The back office beside the builder: a navigation of the content screens and the open one. The builder
 * stays mounted behind it, so unsaved work on the canvas survives a visit to the artworks.
 */
export function AdminApp({ screen, siteName }: { screen: string; siteName: string }) {
  const open = screenOf(screen) ?? SCREENS[0];
  return (
    <div className="ed-admin">
      <header className="ed-admin-bar">
        <span className="ed-site-name">{siteName}</span>
        <a className="ed-top-bar-link" href="#/">
          Back to the builder
        </a>
      </header>
      <div className="ed-admin-body">
        <nav className="ed-admin-nav" aria-label="Content">
          <ul>
            {SCREENS.map((s) => (
              <li key={s.id}>
                <a href={contentHash(s.id)} aria-current={s === open ? 'page' : undefined}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="ed-admin-main">
          {open ? (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <open.Screen />
            </Suspense>
          ) : (
            <p role="status">Nothing to manage yet.</p>
          )}
        </main>
      </div>
    </div>
  );
}

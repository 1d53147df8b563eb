import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The address's hash, kept current: the back office's screens and records are addressed by it, so the browser's back button and a reload keep the owner's place. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

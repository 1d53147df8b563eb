import { useEffect, useState } from 'react';

/**
 * False while a component is only the server's HTML, true once its script runs (an island hydrated, or
 * anything drawn in the browser). A control drawn on the server takes clicks and keys before then that
 * go nowhere, so it waits disabled until this is true, and a browser or a test waits with it.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

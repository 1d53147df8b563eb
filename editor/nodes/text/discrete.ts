import { createContext, useContext } from 'react';

/**
 * Marks the editor's next change as a step of its own in the undo history (a format, a style, a list,
 * a link, a paste) rather than typing, which merges while it keeps coming.
 */
export const MarkDiscreteContext = createContext<() => void>(() => {});

export function useMarkDiscrete(): () => void {
  return useContext(MarkDiscreteContext);
}

import type { ReactNode } from 'react';

/** A blank-state hint, drawn only in the builder so owners see where content will go. */
export function BuilderHint({ children }: { children: ReactNode }) {
  return <p className="builder-hint">{children}</p>;
}

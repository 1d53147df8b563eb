import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Whether a step's heading takes the focus when it appears: not on opening the screen, but on every move between steps after. */
export const FocusNewStep = createContext(false);

/** A wizard step's heading. Each step mounts its own, so appearing means the owner moved to this step: keyboard and screen reader users land on it. */
export function StepHeading({ children }: { children: ReactNode }) {
  const focus = useContext(FocusNewStep);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only on mount: a step's later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="ed-import-step-heading">
      {children}
    </h2>
  );
}

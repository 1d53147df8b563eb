import { createContext, useContext } from 'react';

/** The protected page a password page asks for: its id and whether the last password sent was wrong. */
export interface PasswordRoute {
  pageId: string;
  invalid: boolean;
}

/** Set by the password page for its template's blocks; null in the builder, where the form is shown inert. */
export const PasswordContext = createContext<PasswordRoute | null>(null);

export function usePasswordRoute(): PasswordRoute | null {
  return useContext(PasswordContext);
}

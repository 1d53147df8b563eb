import { FormText } from '../../schema/api/forms-text';

/**
 * The generic form state machine (storefront spec §4): none, then processing on submit, then success;
 * any failure goes back to none with the spec's message. The invisible bot check yields a token after
 * validation and only then is the form sent; a token that expires after success is only cleared, and
 * one that expires before it resets the form with 'Verification expired.'.
 */
export type FormStatus = 'none' | 'processing' | 'success';

export interface FormState {
  status: FormStatus;
  /** The bot check's solution for the next send; one use only. */
  token: string | null;
  /** The form-level message shown to the visitor, when something went wrong. */
  error: string | null;
  /** What the server said on success (the spec's success text). */
  message: string | null;
}

export type FormEvent =
  /** The fields passed validation: the bot check now runs, then the form is sent. */
  | { type: 'submit' }
  /** The bot check yielded a token. */
  | { type: 'token'; token: string }
  /** The bot check could not be solved, or the server refused the solution. */
  | { type: 'unverified' }
  /** Send was attempted without a bot-check response. */
  | { type: 'no-token' }
  /** The token (or its challenge) expired. */
  | { type: 'expired' }
  | { type: 'succeeded'; message: string }
  | { type: 'failed'; message?: string };

export const INITIAL_FORM_STATE: FormState = { status: 'none', token: null, error: null, message: null };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      // A second press while sending, or after success, changes nothing.
      return state.status === 'none' ? { ...state, status: 'processing', error: null } : state;
    case 'token':
      return state.status === 'processing' ? { ...state, token: event.token } : state;
    case 'unverified':
      return { ...state, status: state.status === 'success' ? 'success' : 'none', token: null, error: state.status === 'success' ? null : FormText.couldNotVerify };
    case 'no-token':
      return { ...state, status: 'none', token: null, error: FormText.areYouARobot };
    case 'expired':
      if (state.status === 'success') return { ...state, token: null };
      return { ...state, status: 'none', token: null, error: FormText.verificationExpired };
    case 'succeeded':
      return state.status === 'processing' ? { status: 'success', token: null, error: null, message: event.message } : state;
    case 'failed':
      return { ...state, status: 'none', token: null, error: event.message ?? FormText.submitError };
  }
}

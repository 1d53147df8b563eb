import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { FormErrorCode, HONEYPOT_FIELD } from '../../schema/api/forms-text';
import { FormSendError, sendForm, trackingFields, type FormBody } from './api';
import { BotCheckError, fetchBotCheckToken, type BotCheckToken } from './bot-check';
import { formReducer, INITIAL_FORM_STATE, type FormState } from './state';
import { clearFilled, requiredFlags, type FieldFlags, type FieldValues } from './validation';

/** §9: the bot-check token is applied this long after validation, then the form is sent. */
export const BOT_CHECK_APPLY_MS = 100;
/** A solved challenge this close to its expiry is solved afresh rather than sent. */
const EXPIRY_MARGIN_MS = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A solved challenge, or why there is none (never a rejection). */
const solveOrSay = (): Promise<BotCheckToken | BotCheckError> =>
  fetchBotCheckToken().catch((error: unknown) => (error instanceof BotCheckError ? error : new BotCheckError(String(error))));

export interface VisitorFormOptions {
  /** FormPath.contacts, FormPath.offers… */
  path: string;
  /** The site's subdomain, sent as Sub. */
  sub: string;
  initial: FieldValues;
  /** The spec's required fields for this form (§5). */
  required: readonly string[];
  /** Further flags the form raises itself (an offer with no price), by field name. */
  validate?: (values: FieldValues) => FieldFlags;
  /** The request body's own fields, from the values. */
  body: (values: FieldValues) => FormBody;
  /** Called once the server has accepted the form. */
  onSuccess?: (message: string) => void;
}

export interface VisitorForm {
  values: FieldValues;
  flags: FieldFlags;
  state: FormState;
  honeypot: string;
  setHoneypot: (value: string) => void;
  setValue: (name: string, value: string) => void;
  /** Starts solving the bot check before the visitor sends (a popup opened, a field focused). */
  prepare: () => void;
  submit: (event?: FormEvent) => void;
  /** False in the server's HTML until the browser has taken the form over: its button stays disabled, so it is never sent natively. */
  hydrated: boolean;
  /** The form element, so the first flagged field can be focused. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/** The fields of `form` whose text differs from the initial values, by name; null when none does. */
export function typedBeforeHydration(form: HTMLFormElement | null, initial: FieldValues): FieldValues | null {
  if (!form) return null;
  const typed: FieldValues = {};
  for (const name of Object.keys(initial)) {
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== initial[name]) typed[name] = field.value;
  }
  return Object.keys(typed).length ? typed : null;
}

/**
 * A visitor form's whole life (storefront spec §4, §5): values, required-field flags cleared as fields
 * fill, and on submit validation, then the invisible bot check's token after BOT_CHECK_APPLY_MS, then
 * the send. A refused or expired bot check, or any failure, puts the form back to none with the spec's
 * message and a fresh challenge is solved for the retry.
 */
export function useVisitorForm({ path, sub, initial, required, validate, body, onSuccess }: VisitorFormOptions): VisitorForm {
  const [values, setValues] = useState<FieldValues>(initial);
  const initialValues = useRef(initial);
  const [flags, setFlags] = useState<FieldFlags>({});
  const [honeypot, setHoneypot] = useState('');
  const [state, dispatch] = useReducer(formReducer, INITIAL_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<Promise<BotCheckToken | BotCheckError> | null>(null);
  const expiry = useRef<number | undefined>(undefined);
  const mounted = useRef(true);
  const busy = useRef(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    // What the visitor typed before the script took the form over is in the fields but not in the
    // state; without this, the first render after hydration would empty those fields.
    const typed = typedBeforeHydration(formRef.current, initialValues.current);
    if (typed) setValues((was) => ({ ...was, ...typed }));
    setHydrated(true);
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * Starts solving a challenge unless one is under way or ready. A token that expires before it is sent
   * is dropped (a fresh one is solved for the send) and, unless the form has already succeeded, resets
   * the form with 'Verification expired.' (§4).
   */
  const prepare = useCallback(() => {
    if (pending.current) return;
    const attempt = solveOrSay();
    pending.current = attempt;
    void attempt.then((token) => {
      if (token instanceof BotCheckError || token.expiresAt === null || pending.current !== attempt) return;
      window.clearTimeout(expiry.current);
      expiry.current = window.setTimeout(
        () => {
          if (pending.current !== attempt || !mounted.current) return;
          pending.current = null;
          dispatch({ type: 'expired' });
        },
        Math.max(0, token.expiresAt - Date.now()),
      );
    });
  }, []);
  useEffect(() => () => window.clearTimeout(expiry.current), []);

  /** The solved challenge for this send, solved now when none is ready or it is about to expire; else why there is none. */
  const takeToken = async (): Promise<BotCheckToken | BotCheckError> => {
    prepare();
    let token = await pending.current!;
    pending.current = null;
    window.clearTimeout(expiry.current);
    if (!(token instanceof BotCheckError) && token.expiresAt !== null && token.expiresAt - Date.now() < EXPIRY_MARGIN_MS) token = await solveOrSay();
    return token;
  };

  const setValue = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFlags((f) => clearFilled(f, name, value));
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || state.status !== 'none') return;
    const found = { ...requiredFlags(values, required), ...(validate?.(values) ?? {}) };
    setFlags(found);
    if (Object.keys(found).length) {
      // The first flagged field as the form shows them, not as the spec lists them.
      const fields = [...(formRef.current?.querySelectorAll<HTMLElement & { name: string }>('input, textarea, select') ?? [])];
      fields.find((f) => f.name in found)?.focus();
      return;
    }
    busy.current = true;
    dispatch({ type: 'submit' });
    void (async () => {
      try {
        const token = await takeToken();
        if (!mounted.current) return;
        // No response from the check at all is 'Are you a robot?'; one that could not be solved, 'Could not verify.'
        if (token instanceof BotCheckError) return dispatch({ type: token.reason === 'unreachable' ? 'no-token' : 'unverified' });
        if (!token.value) return dispatch({ type: 'no-token' });
        await wait(BOT_CHECK_APPLY_MS);
        if (!mounted.current) return;
        dispatch({ type: 'token', token: token.value });
        const message = await sendForm(path, { ...body(values), ...trackingFields(), Sub: sub, Robots: token.value, [HONEYPOT_FIELD]: honeypot || undefined });
        if (!mounted.current) return;
        dispatch({ type: 'succeeded', message });
        onSuccess?.(message);
      } catch (error) {
        if (!mounted.current) return;
        if (error instanceof FormSendError && error.code === FormErrorCode.VerificationExpired) dispatch({ type: 'expired' });
        else if (error instanceof FormSendError && error.code === FormErrorCode.VerificationFailed) dispatch({ type: 'unverified' });
        else dispatch({ type: 'failed' });
        // The form and the bot check reset: a fresh challenge for the retry.
        prepare();
      } finally {
        busy.current = false;
      }
    })();
  };

  return { values, flags, state, honeypot, setHoneypot, setValue, prepare, submit, hydrated, formRef };
}

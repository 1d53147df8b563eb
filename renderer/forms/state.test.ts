import { describe, expect, it } from 'vitest';
import { FormText } from '../../schema/api/forms-text';
import { formReducer, INITIAL_FORM_STATE, type FormEvent, type FormState } from './state';

const run = (events: FormEvent[], from: FormState = INITIAL_FORM_STATE) => events.reduce(formReducer, from);

describe('the generic form state machine', () => {
  it('goes none, processing on submit, success once sent', () => {
    const processing = run([{ type: 'submit' }]);
    expect(processing.status).toBe('processing');
    const withToken = formReducer(processing, { type: 'token', token: 'solution' });
    expect(withToken.token).toBe('solution');
    const done = formReducer(withToken, { type: 'succeeded', message: FormText.offerSent });
    expect(done).toEqual({ status: 'success', token: null, error: null, message: FormText.offerSent });
  });

  it('goes back to none on failure with the spec’s message, the token spent', () => {
    const failed = run([{ type: 'submit' }, { type: 'token', token: 't' }, { type: 'failed' }]);
    expect(failed).toEqual({ status: 'none', token: null, error: FormText.submitError, message: null });
    // The visitor may retry: the error goes with the next submit.
    expect(formReducer(failed, { type: 'submit' })).toMatchObject({ status: 'processing', error: null });
  });

  it('ignores a second submit while processing and after success', () => {
    const processing = run([{ type: 'submit' }, { type: 'token', token: 't' }]);
    expect(formReducer(processing, { type: 'submit' })).toBe(processing);
    const done = formReducer(processing, { type: 'succeeded', message: 'ok' });
    expect(formReducer(done, { type: 'submit' })).toBe(done);
  });

  it('takes a token only while processing', () => {
    expect(formReducer(INITIAL_FORM_STATE, { type: 'token', token: 't' }).token).toBeNull();
  });

  it('on token expiry after success only clears the token; before it resets with Verification expired.', () => {
    const done = run([{ type: 'submit' }, { type: 'succeeded', message: 'ok' }]);
    expect(formReducer({ ...done, token: 'late' }, { type: 'expired' })).toEqual({ ...done, token: null });
    const waiting = run([{ type: 'submit' }, { type: 'token', token: 't' }, { type: 'expired' }]);
    expect(waiting).toEqual({ status: 'none', token: null, error: FormText.verificationExpired, message: null });
  });

  it('says Could not verify. Please try again. and Are you a robot? in the spec’s words', () => {
    expect(run([{ type: 'submit' }, { type: 'unverified' }]).error).toBe(FormText.couldNotVerify);
    expect(run([{ type: 'submit' }, { type: 'no-token' }])).toMatchObject({ status: 'none', error: FormText.areYouARobot });
  });
});

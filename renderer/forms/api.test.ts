import { describe, expect, it } from 'vitest';
import { FormSendError, sendForm } from './api';

describe('sending a form', () => {
  it('answers the server’s success text, or throws its code and message', async () => {
    const accepted = (async () => new Response(JSON.stringify({ message: 'Offer Sent' }), { status: 200 })) as typeof fetch;
    expect(await sendForm('/api/offers', { Email: 'a@b.co' }, accepted)).toBe('Offer Sent');
    const refused = (async () => new Response(JSON.stringify({ error: { code: 'verification_expired', message: 'Verification expired.' } }), { status: 400 })) as typeof fetch;
    const error = await sendForm('/api/offers', {}, refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormSendError);
    expect(error).toMatchObject({ code: 'verification_expired', message: 'Verification expired.', status: 400 });
    const offline = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await expect(sendForm('/api/offers', {}, offline)).rejects.toMatchObject({ message: 'There was an error with your request. Please validate your input and try again!' });
  });
});

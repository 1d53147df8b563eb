// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_LIFETIME_DAYS, consentCookie, consentGateScript, parseConsent, readConsent, whenConsented, writeConsent } from './consent';

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

afterEach(clearConsent);

describe('the consent cookie', () => {
  it('reads the answer from a cookie string among others, and nothing from a value that is not an answer', () => {
    expect(parseConsent(`a=1; ${CONSENT_COOKIE}=accepted; b=2`)).toBe('accepted');
    expect(parseConsent(`${CONSENT_COOKIE}=rejected`)).toBe('rejected');
    expect(parseConsent(`${CONSENT_COOKIE}=maybe`)).toBeNull();
    expect(parseConsent(`x${CONSENT_COOKIE}=accepted`)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('lasts 60 days on the whole site, and is Secure over https', () => {
    expect(CONSENT_LIFETIME_DAYS).toBe(60);
    expect(consentCookie('accepted', false)).toBe(`${CONSENT_COOKIE}=accepted; Max-Age=5184000; Path=/; SameSite=Lax`);
    expect(consentCookie('rejected', true)).toBe(`${CONSENT_COOKIE}=rejected; Max-Age=5184000; Path=/; SameSite=Lax; Secure`);
  });

  it('writes the answer where readConsent finds it, and announces it', () => {
    const heard = vi.fn();
    window.addEventListener(CONSENT_EVENT, (e) => heard((e as CustomEvent).detail), { once: true });
    expect(readConsent()).toBeNull();
    writeConsent('rejected');
    expect(readConsent()).toBe('rejected');
    expect(heard).toHaveBeenCalledWith('rejected');
  });
});

describe('loading analytics only after consent', () => {
  it('loads at once when the visitor had accepted', () => {
    writeConsent('accepted');
    const load = vi.fn();
    whenConsented(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the answer, loads once on accept and never on reject', () => {
    const load = vi.fn();
    whenConsented(load);
    expect(load).not.toHaveBeenCalled();
    writeConsent('rejected');
    expect(load).not.toHaveBeenCalled();
    writeConsent('accepted');
    writeConsent('accepted');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked', () => {
    const load = vi.fn();
    whenConsented(load)();
    writeConsent('accepted');
    expect(load).not.toHaveBeenCalled();
  });

  it('gates an inline tag the same way, and keeps a </script> inside from ending the script', () => {
    const w = window as unknown as { pixels?: number };
    w.pixels = 0;
    const script = consentGateScript('window.pixels += 1; // a trailing comment');
    new Function(script)();
    expect(w.pixels).toBe(0);
    writeConsent('rejected');
    expect(w.pixels).toBe(0);
    writeConsent('accepted');
    writeConsent('accepted');
    expect(w.pixels).toBe(1);
    clearConsent();
    document.cookie = `${CONSENT_COOKIE}=accepted; Path=/`;
    new Function(script)();
    expect(w.pixels).toBe(2);
    expect(consentGateScript('var s="</script><b>";')).not.toContain('</script>');
  });
});

import { describe, expect, it } from 'vitest';
import { showIdOfOrigin } from '../../schema/api/forms';
import { subscribePopupCookie, subscribePopupShown, subscriptionOrigin } from './subscribe-cookie';

describe('the subscribe popup’s cookie', () => {
  it('marks the popup shown for 7 days on the whole site', () => {
    expect(subscribePopupCookie(false)).toBe('subscribe_popup=shown; Max-Age=604800; Path=/; SameSite=Lax');
    expect(subscribePopupCookie(true)).toMatch(/; Secure$/);
  });

  it('is read from the page’s cookies', () => {
    expect(subscribePopupShown('')).toBe(false);
    expect(subscribePopupShown('cookie_consent=accepted; subscribe_popup=shown')).toBe(true);
    expect(subscribePopupShown('not_subscribe_popup=1')).toBe(false);
  });
});

describe('where a subscription was made', () => {
  it('names the show on an exhibition page, as the server reads it', () => {
    expect(subscriptionOrigin('/show/12')).toBe('show/12');
    expect(showIdOfOrigin(subscriptionOrigin('/show/12/'))).toBe(12);
    expect(subscriptionOrigin('/contact')).toBe('/contact');
    expect(showIdOfOrigin(subscriptionOrigin('/contact'))).toBeNull();
  });
});

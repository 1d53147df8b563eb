import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './document';
import { COOKIE_NOTICE_POSITION_LABELS, COOKIE_NOTICE_POSITIONS, POPUP_DELAY_CAP_MS } from './enums';
import { cookieNoticePosition, subscribePopupWait } from './popups';

const site = { company: 'Northlight', layout: 'classic', colors: {} } as const;

describe('subscribePopupWait', () => {
  it('shows no popup when no delay is set', () => {
    expect(subscribePopupWait(undefined)).toBeNull();
    expect(subscribePopupWait(null)).toBeNull();
  });

  it('waits the delay set, up to the 5000 ms cap', () => {
    expect(subscribePopupWait(0)).toBe(0);
    expect(subscribePopupWait(2500)).toBe(2500);
    expect(subscribePopupWait(5000)).toBe(5000);
    expect(subscribePopupWait(30_000)).toBe(POPUP_DELAY_CAP_MS);
  });
});

describe('cookieNoticePosition', () => {
  it('is bottom centre unless the owner chose another of the nine', () => {
    expect(cookieNoticePosition({})).toBe('bc');
    expect(cookieNoticePosition({ cookieNoticePosition: 'tl' })).toBe('tl');
  });

  it('names every position the spec lists', () => {
    expect(COOKIE_NOTICE_POSITIONS).toEqual(['tl', 'tc', 'tr', 'ml', 'mc', 'mr', 'bl', 'bc', 'br']);
    expect(Object.keys(COOKIE_NOTICE_POSITION_LABELS)).toEqual([...COOKIE_NOTICE_POSITIONS]);
  });
});

describe('site config: popup delay and cookie notice position', () => {
  it('takes a whole number of milliseconds from 0 to 60000, or none', () => {
    for (const popupDelay of [0, 3000, 60_000, null, undefined]) expect(siteConfigSchema.safeParse({ ...site, popupDelay }).success).toBe(true);
    for (const popupDelay of [-1, 60_001, 1.5, '3000']) expect(siteConfigSchema.safeParse({ ...site, popupDelay }).success).toBe(false);
  });

  it('takes only the nine positions', () => {
    expect(siteConfigSchema.safeParse({ ...site, cookieNoticePosition: 'mc' }).success).toBe(true);
    expect(siteConfigSchema.safeParse({ ...site, cookieNoticePosition: 'center' }).success).toBe(false);
  });
});

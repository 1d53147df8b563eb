import type { CommerceSettings, CommerceSettingsUpdate } from '../../../schema';
import { basisPointsFromPercent, minorFromText, percentFromBasisPoints, textFromMinor } from './settings-values';

/** The settings form as typed: money and percents as text, so a half-typed value never jumps. */
export interface RegionDraft {
  key: number;
  country: string;
  state: string;
  flat: string;
  perItem: string;
}

export interface RateDraft {
  key: number;
  country: string;
  state: string;
  rate: string;
  name: string;
  appliesToShipping: boolean;
}

export interface SettingsDraft {
  provider: 'test' | 'stripe' | '';
  currencyCode: string;
  flat: string;
  perItem: string;
  freeAbove: string;
  onlyListedRegions: boolean;
  regions: RegionDraft[];
  pricesIncludeTax: boolean;
  rates: RateDraft[];
}

let nextKey = 1;
export const newKey = () => nextKey++;

export function draftOf(settings: CommerceSettings): SettingsDraft {
  return {
    provider: settings.payments.provider ?? '',
    currencyCode: settings.payments.currencyCode,
    flat: textFromMinor(settings.shipping.flat),
    perItem: textFromMinor(settings.shipping.perItem),
    freeAbove: textFromMinor(settings.shipping.freeAbove),
    onlyListedRegions: settings.shipping.onlyListedRegions,
    regions: settings.shipping.regions.map((r) => ({ key: newKey(), country: r.country, state: r.state ?? '', flat: textFromMinor(r.flat), perItem: textFromMinor(r.perItem) })),
    pricesIncludeTax: settings.tax.pricesIncludeTax,
    rates: settings.tax.rates.map((r) => ({
      key: newKey(),
      country: r.country,
      state: r.state ?? '',
      rate: percentFromBasisPoints(r.rate),
      name: r.name,
      appliesToShipping: r.appliesToShipping,
    })),
  };
}

/** What the form would save, or the fields the owner must correct first (by their labels). */
export function updateOf(draft: SettingsDraft, revision: number): { ok: true; update: CommerceSettingsUpdate } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const money = (text: string, label: string, blankIs: number | null = 0): number | null => {
    if (!text.trim()) return blankIs;
    const value = minorFromText(text);
    if (value === null) problems.push(`${label}: an amount such as 15 or 15.50.`);
    return value;
  };
  const flat = money(draft.flat, 'Flat rate per order') ?? 0;
  const perItem = money(draft.perItem, 'Per piece') ?? 0;
  const freeAbove = money(draft.freeAbove, 'Free shipping from', null);
  const regions = draft.regions.map((r, i) => {
    if (!r.country) problems.push(`Shipping region ${i + 1}: choose its country.`);
    return { country: r.country, state: r.state.trim() || null, flat: money(r.flat, `Shipping region ${i + 1}, flat rate`) ?? 0, perItem: money(r.perItem, `Shipping region ${i + 1}, per piece`) ?? 0 };
  });
  const rates = draft.rates.map((r, i) => {
    if (!r.country) problems.push(`Tax rate ${i + 1}: choose its country.`);
    const rate = basisPointsFromPercent(r.rate);
    if (rate === null) problems.push(`Tax rate ${i + 1}: a percent from 0 to 100.`);
    return { country: r.country, state: r.state.trim() || null, rate: rate ?? 0, name: r.name.trim() || 'Tax', appliesToShipping: r.appliesToShipping };
  });
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    update: {
      payments: { provider: draft.provider || null, currencyCode: draft.currencyCode },
      shipping: { flat, perItem, freeAbove, onlyListedRegions: draft.onlyListedRegions, regions },
      tax: { pricesIncludeTax: draft.pricesIncludeTax, rates },
      revision,
    },
  };
}

import type { PromoCodeCheck } from '../../schema/api/promo-codes';
import { CommerceText } from '../../schema/messages';

/** The promo code form's layout (spec §9): the input takes 57% of the row, APPLY 43%. */
export const PROMO_LAYOUT = { input: '57%', apply: '43%' } as const;

/** The code as it is sent: trimmed. The form submits only a non-empty one (§5). */
export function promoCodeInput(text: string): string | null {
  const code = text.trim();
  return code ? code : null;
}

export type PromoOutcome = { ok: true; promoCodeId: number; message: string } | { ok: false; message: string };

/**
 * What the buyer is told after GET /api/promoCodes/{code}: the server's message either way (the code's
 * description, or why not), and the spec's 'Sorry, this promotion code is not valid.' when the request
 * failed or the answer said nothing.
 */
export function promoOutcome(answer: PromoCodeCheck | null): PromoOutcome {
  if (!answer) return { ok: false, message: CommerceText.promoCodeInvalid };
  if (answer.isValid && answer.promoCodeId !== null) return { ok: true, promoCodeId: answer.promoCodeId, message: answer.message || CommerceText.promoCodeApplied };
  return { ok: false, message: answer.message || CommerceText.promoCodeInvalid };
}

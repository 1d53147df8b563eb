import { z } from 'zod';
import { INT32_MAX } from './int32';

/**
 * Promotion codes: the visitor's check (GET /api/promoCodes/{code}) and the owner's codes
 * (/api/owner/promo-codes). A code belongs to one site; it is matched without regard to case.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** The {code} path segment: a code can only be letters, digits, '-' and '_' (up to 32). */
export const promoCodeParamSchema = z.string().regex(PROMO_CODE_PATTERN, 'A promotion code is 1 to 32 letters, digits, dashes or underscores.');

export const promoCodeQuerySchema = z.object({ sub: z.string().min(1).max(63).optional() });

/** The answer: isValid with the code's id to send as PromoCodeId, or why not in `message`. */
export const promoCodeCheckSchema = z.object({
  isValid: z.boolean(),
  promoCodeId: z.number().int().nullable(),
  /** The code's description when valid, the reason when not. */
  message: z.string(),
});
export type PromoCodeCheck = z.infer<typeof promoCodeCheckSchema>;

export const PROMO_CODE_KINDS = ['percentage', 'fixed'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

const isoDateTime = z.iso.datetime({ offset: true });

const promoCodeFields = {
  code: z.string().trim().regex(PROMO_CODE_PATTERN, 'A promotion code is 1 to 32 letters, digits, dashes or underscores.'),
  description: z.string().trim().max(200).default(''),
  /** 'percentage': amount is whole percent off the subtotal (1 to 100); 'fixed': amount off in minor units. */
  kind: z.enum(PROMO_CODE_KINDS),
  amount: z.number().int().min(1).max(INT32_MAX),
  /** From when it applies (null: at once) and until when (null: no end), ISO date-times. */
  startsAt: isoDateTime.nullable().default(null),
  endsAt: isoDateTime.nullable().default(null),
  /** How many orders may use it in all; null for no limit. */
  usageLimit: z.number().int().min(1).max(INT32_MAX).nullable().default(null),
  active: z.boolean().default(true),
};

function checkPromoCode(value: { kind?: PromoCodeKind; amount?: number; startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx): void {
  if (value.kind === 'percentage' && value.amount !== undefined && value.amount > 100) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is at most 100.' });
  }
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must come after the start.' });
  }
}

/** POST /api/owner/promo-codes */
export const promoCodeCreateSchema = z.object(promoCodeFields).superRefine(checkPromoCode);
export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>;

/** PATCH /api/owner/promo-codes/{id}: the fields to change and the revision they were made on. */
export const promoCodeUpdateSchema = z
  .object({
    code: promoCodeFields.code.optional(),
    description: z.string().trim().max(200).optional(),
    kind: z.enum(PROMO_CODE_KINDS).optional(),
    amount: promoCodeFields.amount.optional(),
    startsAt: isoDateTime.nullable().optional(),
    endsAt: isoDateTime.nullable().optional(),
    usageLimit: z.number().int().min(1).max(INT32_MAX).nullable().optional(),
    active: z.boolean().optional(),
    revision: z.number().int().min(0).max(INT32_MAX),
  })
  .superRefine(checkPromoCode);
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;

export const promoCodeSchema = z.object({
  promoCodeId: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  amount: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  /** Paid orders that used it (an order that fails gives its use back). */
  timesUsed: z.number().int(),
  active: z.boolean(),
  /** Whether a buyer can use it right now (active, started, not ended, not used up). */
  isLive: z.boolean(),
  createdAt: z.string(),
  revision: z.number().int(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeListSchema = z.object({ promoCodes: z.array(promoCodeSchema) });
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;

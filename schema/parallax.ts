/**
 * §9: parallax offsets 6% and 24% at scroll positions 0 and 500. Its own module, free of zod, as the
 * visitors' islands read it (the exhibitions' parallax bands) and must not carry the schemas.
 */
export const PARALLAX = { from: { scroll: 0, offset: 6 }, to: { scroll: 500, offset: 24 } } as const;

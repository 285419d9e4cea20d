import type { FeeDiscount } from '../../src/domain/entities';
import { UNISAT_DISCOUNT_CAP_PERCENT } from '../../src/domain/inscribe/inscribe-fees';

/** Ours: the OG Pass discount on inscribing. */
export const OG_PASS_INSCRIBE_DISCOUNT = 10;

/** The inscribe fee discounts a user has (the fee panel's discount call, and each order's fee). */
export function feeDiscountFor(user: { inscribeCount: number; ogPassCount: number }): FeeDiscount {
  return {
    unisatCount: user.inscribeCount,
    ogPassCount: user.ogPassCount,
    // 1% per 100 inscriptions, capped at 5% (src/domain/inscribe/inscribe-fees.ts: the unisat discount is capped at 5%).
    unisatFeeCutPercent: Math.min(UNISAT_DISCOUNT_CAP_PERCENT, Math.floor(user.inscribeCount / 100)),
    ogPassFeeCutPercent: user.ogPassCount > 0 ? OG_PASS_INSCRIBE_DISCOUNT : 0,
    ozPassCount: 0,
    ozPassFeeCutPercent: 0,
  };
}

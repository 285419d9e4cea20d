/** The sats each inscription holds: the default, the least its receive address takes, and the check of a typed value. */
import { fail, type Checked } from './inscribe-items';

/** The sats an inscription holds. */
export const OUTPUT_VALUE_DEFAULT = 546;
export const OUTPUT_VALUE_MIN = 546;
/** Taproot outputs take the 330-sat dust limit. */
export const OUTPUT_VALUE_MIN_TAPROOT = 330;
export const OUTPUT_VALUE_SLIDER_MAX = 10_000;
export const OUTPUT_VALUE_INPUT_MAX = 50_000;
export const supports330Dust = (address: string): boolean => /^(bc1p|tb1p|bcrt1p)/i.test(address.trim());
export const outputValueMin = (receiveAddress: string): number => (supports330Dust(receiveAddress) ? OUTPUT_VALUE_MIN_TAPROOT : OUTPUT_VALUE_MIN);

export function checkOutputValue(value: string, receiveAddress: string): Checked<number> {
  const min = outputValueMin(receiveAddress);
  if (!/^\d+$/.test(value.trim())) return fail('output_value_range', { min, max: OUTPUT_VALUE_INPUT_MAX });
  const sats = Number(value.trim());
  if (sats < min || sats > OUTPUT_VALUE_INPUT_MAX) return fail('output_value_range', { min, max: OUTPUT_VALUE_INPUT_MAX });
  return { ok: true, value: sats };
}

import { roundUpFeeRate } from '../../domain/fee-chooser';
import type { Api } from '../../services/api/create-api';

/**
 * The network's fastest fee rate now (sat/vB, whole), as the app reads it from its own fee source: the bound of a fee
 * whose rate a server chose rather than the user (an on-chain unlisting, a withdrawal's cancel). When the rates cannot
 * be read the fee cannot be bounded, so nothing is signed.
 */
export async function fastestRateNow(api: Api, what: string): Promise<number> {
  const { rates, error } = await api.fees.feeRates();
  if (error || !(rates.custom > 0))
    throw new Error(`The network's fee rates could not be read, so ${what}'s network fee cannot be checked. Try again in a moment. Nothing was signed.`);
  return roundUpFeeRate(rates.custom);
}

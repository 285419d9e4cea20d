import { FEE_DISCOUNT_LOOKUP_DELAY_MS, FEE_DISCOUNT_MIN_ADDRESS_LENGTH } from '../../domain/constants';
import type { FeeDiscount } from '../../domain/entities';
import { discountsOf, type FeeDiscounts } from '../../domain/inscribe/inscribe-fees';
import { addressFeeDiscount } from '../../services/reads/inscribe-reads';
import { useServices } from '../hooks/services';
import { useLookup } from './use-lookup';

/**
 * The address fee-discount lookup: only for an address longer than 20 characters, 500 ms
 * after it last changed. `busy` while it runs: a total shown before it would not be the order's.
 */
export function useFeeDiscount(address: string): { discount: FeeDiscount | null; discounts: FeeDiscounts; busy: boolean } {
  const services = useServices();
  const trimmed = address.trim();
  const lookup = useLookup<FeeDiscount>(
    trimmed.length > FEE_DISCOUNT_MIN_ADDRESS_LENGTH ? trimmed : null,
    addressFeeDiscount(services.api),
    FEE_DISCOUNT_LOOKUP_DELAY_MS,
  );
  return { discount: lookup.result, discounts: discountsOf(lookup.result), busy: lookup.busy };
}

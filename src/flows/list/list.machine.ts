import { LIST_CONFIRM_DELAY_S } from '../../domain/constants';
import { createPricingMachine } from './pricing.machine';

/**
 * List, generic (collection items, domains, ARC-20, runes): Setting -> Sign -> Success,
 * fixed price or auction (1, 6 by default, or 24 hours), the price rules, the
 * price-too-low confirm with Continue off for 10 s, then create_put_on -> sign (sighash 131) ->
 * confirm_put_on -> 'Listing created.' and the inscription-list refresh event.
 */
export const listMachine = createPricingMachine({
  id: 'list',
  description: 'The owner of an item puts it up for sale.',
  tooLowSeconds: LIST_CONFIRM_DELAY_S,
  choosesSale: true,
  words: {
    setting: 'The dialog asks for the total price, and fixed price or auction (runes: a fixed price only)',
    create: 'The market prepares the listing',
    confirm: 'The market puts the item on sale',
    success: "The dialog says 'Listing created.': the item is for sale",
  },
});
export type ListMachine = typeof listMachine;

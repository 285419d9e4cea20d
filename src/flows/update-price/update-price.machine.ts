import { PRICE_UPDATE_CONFIRM_DELAY_S } from '../../domain/constants';
import { createPricingMachine } from '../list/pricing.machine';

/**
 * Update price: the new total (raising it warns that the old price may still be bought),
 * the price-too-low confirm with Continue off for 3 s, then create_modify_price -> sign (sighash 131) ->
 * confirm_modify_price -> 'Update Success.' and the inscription-list refresh event.
 */
export const updatePriceMachine = createPricingMachine({
  id: 'update-price',
  description: 'The seller changes the price of a listed item.',
  tooLowSeconds: PRICE_UPDATE_CONFIRM_DELAY_S,
  choosesSale: false,
  words: {
    setting: 'The dialog asks for the new total price (raising it warns that the old price may still be bought)',
    create: 'The market prepares the new price',
    confirm: 'The market changes the price',
    success: "The dialog says 'Update Success.': the item is for sale at the new price",
  },
});
export type UpdatePriceMachine = typeof updatePriceMachine;

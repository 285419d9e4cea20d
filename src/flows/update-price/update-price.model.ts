import { createPricingModel } from '../list/pricing.model';
import { updatePriceMachine } from './update-price.machine';

/** The update-price flow: Devnet Punk #2, listed at 0.0025 BTC by Account 3; the floor is 0.002 BTC. */
export const updatePriceModel = createPricingModel({
  name: 'update-price',
  machine: updatePriceMachine,
  input: {
    category: 'collection',
    auctionId: 'devnet-000064',
    totalSats: '250000',
    minSats: '50000',
    maxSats: '100000000',
    units: '1',
    listLowPrice: '200000',
    currentSats: '250000',
  },
  saleEvents: [],
  preconditions: [
    'Signed in as the seller of a listed item (on the devnet: Account 3, Alice, sells Devnet Punk #2 at 0.0025 BTC).',
    "Open the item's page and press Update price.",
  ],
  words: { create: 'The market prepares the new price', confirm: 'The market changes the price' },
});

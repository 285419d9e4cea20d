import { listMachine } from './list.machine';
import { createPricingModel } from './pricing.model';

/** The listing flow: Devnet Punk #4 of Account 1; the collection's floor is 0.002 BTC (so 150,000 sats is too low). */
export const listModel = createPricingModel({
  name: 'list',
  machine: listMachine,
  input: {
    category: 'collection',
    auctionId: null,
    totalSats: '',
    minSats: '50000',
    maxSats: '100000000',
    units: '1',
    listLowPrice: '200000',
    currentSats: null,
  },
  saleEvents: [{ type: 'SET_MARKET_TYPE', marketType: 'auction' }],
  preconditions: [
    'Signed in as the owner of an item that is not listed (on the devnet: Account 1 owns Devnet Punk #4).',
    "Open the item's page and press List.",
  ],
  words: { create: 'The market prepares the listing', confirm: 'The market puts the item on sale' },
});

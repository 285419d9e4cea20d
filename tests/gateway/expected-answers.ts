/**
 * What a caller of the gateway sees, as literals the shared-store tests expect: the fake open API's brc-20 listing as
 * the site gets it, and the refusal of a copy whose first is still being handled (nothing is done twice).
 */
export const LISTED = {
  code: 0,
  msg: 'OK',
  data: {
    list: [
      {
        auctionId: 'a1',
        inscriptionId: 'ababababababababababababababababababababababababababababababababi0',
        inscriptionNumber: 7,
        nftType: 'brc20',
        marketType: 'fixedPrice',
        price: 150000,
        tick: 'ordi',
        amount: 400,
        unitPrice: 375,
      },
    ],
    total: 1,
  },
};
export const STILL_HANDLED = { code: -1, msg: 'This request is still being handled: wait a moment, then check whether it went through.', data: null };

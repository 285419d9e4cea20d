import { createFlowModel } from '../testing/flow-model';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { unlistMachine, type PutOff, type UnlistFailure } from './unlist.machine';

/** What the market and the wallet may answer along the way. */
export const unlistOutcomes = {
  offChain: { psbt: '', nftSignIndexes: [], btcSignIndexes: [] },
  onChain: { psbt: '70736274ff', nftSignIndexes: [0], btcSignIndexes: [1], networkFee: 420, feeRate: 25, vsize: 141, maxNetworkFee: 3878 },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  network: { message: 'The market could not be reached. Check your connection and try again.', code: null },
  refused: { message: 'Not signed: the item would go to tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, not back to your address.' },
} satisfies Record<string, PutOff | UnlistFailure>;

export const unlistModel = createFlowModel({
  name: 'unlist',
  machine: unlistMachine,
  input: { category: 'collection', auctionId: 'devnet-000064', item: { txid: 'aa'.repeat(32), vout: 0 }, itemOffset: 0 },
  actors: {
    createPutOff: {
      done: [unlistOutcomes.offChain, unlistOutcomes.onChain],
      error: [unlistOutcomes.sold, unlistOutcomes.network],
      words: {
        done: (event) =>
          (event.output as PutOff).psbt ? 'The market asks for a signature (an on-chain unlisting)' : 'The market unlists off-chain: nothing to sign',
        error: (event) => `The market answers: ${(event.error as UnlistFailure).message}`,
      },
    },
    signingStep: signingStepOutcomes({
      sent: { auctionId: 'devnet-000064', txid: null },
      sentWords: 'The check passes, the user approves in the wallet, and the market confirms the unlisting',
      refused: unlistOutcomes.refused,
      failed: [unlistOutcomes.sold, unlistOutcomes.network],
    }),
    confirmPutOff: {
      done: [{ auctionId: 'devnet-000064', txid: null }],
      error: [unlistOutcomes.sold, unlistOutcomes.network],
      words: {
        done: 'The market confirms the off-chain unlisting',
        error: (event) => `The market answers: ${(event.error as UnlistFailure).message}`,
      },
    },
  },
  events: [{ type: 'SET_ON_CHAIN', onChain: false }, { type: 'UNLIST' }, { type: 'SIGN' }, { type: 'BACK' }, { type: 'CLOSE' }],
  eventWords: {
    SET_ON_CHAIN: (event: Record<string, unknown>) =>
      event.onChain ? 'The user ticks "Void the signed listing on-chain"' : 'The user unticks "Void the signed listing on-chain" (ticked at first)',
    UNLIST: 'The user presses Unlist',
    SIGN: 'The user presses Sign',
    BACK: 'The user presses Back',
    CLOSE: 'The user closes the dialog',
  },
  preconditions: [
    'Signed in as the seller of a listed item (on the devnet: Account 3, Alice, sells Devnet Punk #2).',
    "Open the item's page and press Unlist.",
  ],
  contextWords: (snapshot) =>
    typeof snapshot.context.error === 'string' && (snapshot.matches('sign') || snapshot.matches('feeReview'))
      ? `The dialog says: ${snapshot.context.error}`
      : null,
  serializeContext: (context: { onChain: boolean; error: string | null; putOff: unknown }) => ({
    onChain: context.onChain,
    error: context.error,
    putOff: context.putOff !== null,
  }),
});

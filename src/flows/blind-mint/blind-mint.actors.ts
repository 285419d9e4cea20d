import { fromPromise } from 'xstate';
import { satsToBtcText } from '../../domain/currency';
import { blindPriceSats, paymentFeeCeiling } from '../../domain/inscribe/blind-mint';
import { decodePsbt } from '../../domain/tx-effect/psbt-decode';
import type { PayIntent } from '../../domain/tx-effect/intents';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { provideSigning } from '../shared/signing-step.machine';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import {
  type BlindMintStatus,
  type BlindPaymentBuilt,
  type BlindSent,
  type ConfirmBlindInput,
  type CreateBlindInput,
  type SignBlindInput,
} from './blind-mint.machine';

const btc = (sats: bigint | string) => `${satsToBtcText(BigInt(sats))} BTC`;

/**
 * The blind mint's side effects: create_blind_payment for the wallet's payment address (its amount must be the count
 * times the price shown), the wallet's signature asked for only after the PSBT passed the check (exactly that amount to
 * the collection's address, only the wallet's coins, at most the network fee shown) and confirm_blind_payment (one
 * signing step; Try again sends the same signed payment), and blind_status. No React.
 */
export function createBlindMintActors(services: FlowServices) {
  const step = stepRunner(services);
  const connected = () => connectedSigner(services, 'mint');
  /** The PSBT checked against the review (by the signer, before the wallet is asked), then signed. */
  const sign = (input: SignBlindInput): Promise<string> =>
    step(async () => {
      const wallet = connected();
      const payment = input.payment;
      if (!payment) throw new Error('The payment is not built yet. Nothing was paid.');
      const intent: PayIntent = {
        kind: 'pay',
        network: services.network,
        what: `the blind mint of ${payment.count === 1 ? '1 badge' : `${payment.count} badges`}`,
        payee: { role: input.name, address: payment.payAddress, sats: BigInt(payment.amountSats) },
        networkFeeSats: BigInt(payment.networkFeeSats),
      };
      const [signed] = await wallet.signPsbts([{ psbt: payment.psbt, toSignInputs: payment.signIndexes.map((index) => ({ index })), intent }]);
      return signed!;
    });
  /** confirm_blind_payment with the signed payment. */
  const confirm = (input: ConfirmBlindInput): Promise<BlindSent> =>
    step(async () => {
      if (!input.payment || !input.signed) throw new Error('The payment is not signed yet.');
      return (await services.api()).basic.confirmBlindPayment({ orderId: input.payment.orderId, psbt: input.signed, fromBase64: false });
    });
  return {
    /** The dialog's fee chooser with the fee source: it tells the mint each rate chosen. */
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(services) }),
    create: fromPromise<BlindPaymentBuilt, CreateBlindInput>(({ input }) =>
      step(async () => {
        const wallet = connected();
        if (input.feeRate === null) throw new Error('Choose a fee rate first.');
        await wallet.ensureBound();
        const count = Number(input.countText.trim());
        const built = await (
          await services.api()
        ).basic.createBlindPayment({
          address: wallet.account.paymentAddress,
          pubkey: wallet.account.paymentPubKey,
          receiveAddress: wallet.account.ordinalsAddress,
          collectionId: input.collectionId,
          count,
          feeRate: input.feeRate,
        });
        const due = blindPriceSats(count, input.priceSats);
        if (built.count !== count || BigInt(built.amountSats) !== due)
          throw new Error(`The collection asks ${btc(BigInt(built.amountSats))} for ${built.count}, not ${btc(due)} for ${count}. Nothing was paid.`);
        if (built.receiveAddress !== wallet.account.ordinalsAddress)
          throw new Error(`The collection would send the badges to ${built.receiveAddress}, not to your address. Nothing was paid.`);
        // The network fee, held to the rate chosen: at most the rate times the largest size of a transaction of this shape.
        const tx = decodePsbt(built.psbt);
        if (!tx) throw new Error('The payment could not be read. Nothing was paid.');
        const ceiling = paymentFeeCeiling(input.feeRate, tx.inputsLength, tx.outputsLength);
        if (BigInt(built.networkFeeSats) > ceiling)
          throw new Error(
            `The collection asks a network fee of ${btc(BigInt(built.networkFeeSats))}, more than ${btc(ceiling)} at the ${input.feeRate} sats/vB you chose. Nothing was paid.`,
          );
        return {
          orderId: built.orderId,
          psbt: built.psbt,
          signIndexes: built.signIndexes,
          payAddress: built.payAddress,
          amountSats: String(built.amountSats),
          networkFeeSats: String(built.networkFeeSats),
          count,
        };
      }),
    ),
    signingStep: provideSigning<SignBlindInput, string, BlindSent>({
      sign,
      // A failed send ends with the signed payment: whether it went out is read, and Try again sends that same one.
      send: ({ request, signed }) => confirm({ payment: request.payment, signed }),
    }),
    confirm: fromPromise<BlindSent, ConfirmBlindInput>(({ input }) => confirm(input)),
    readStatus: fromPromise<BlindMintStatus, { orderId: string }>(({ input }) =>
      step(async () => {
        const status = await (await services.api()).basic.blindStatus(input.orderId);
        return { status: status.status, items: status.items, txid: status.txid };
      }),
    ),
  };
}

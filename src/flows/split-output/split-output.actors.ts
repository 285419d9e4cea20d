import { fromPromise } from 'xstate';
import { planSplit, SPLIT_PART_VOUT } from '../../domain/runes/rune-split';
import { planArc20Split } from '../../domain/arc20/arc20-split';
import { arc20Listable } from '../../domain/market/buy-rules';
import { splitAmountOf } from '../../domain/split-asset';
import { decodePsbt } from '../../domain/tx-effect/psbt-decode';
import { scriptOf } from '../../domain/tx-effect/scripts';
import type { Outpoint } from '../../domain/tx-effect/stated-effect';
import { signedTxHex } from '../../services/psbt/signed-tx';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { fastestRateNow } from '../shared/network-rate';
import { provideSigning } from '../shared/signing-step.machine';
import type { BuildSplitInput, FindSplitInput, SignSplitInput, SplitPlanView } from './split-output.machine';
import { MEMPOOL_HEIGHT } from '../../domain/constants';

/**
 * The split's side effects: its transaction built from the app's own reads (the rune or ARC-20 output as the chain
 * holds it, the payment address's plain coins, the network's fee rate), the wallet's signature once the check passed
 * it, the transaction sent, and the look-up of the new output until the indexer has it confirmed (an ARC-20 output
 * until the market would take it, 10 confirmations). No React.
 */
export function createSplitOutputActors(services: FlowServices) {
  const step = stepRunner(services);
  const sign = (request: SignSplitInput) =>
    step(async () => {
      const signer = connectedSigner(services, 'split the output');
      const plan = request.plan;
      if (!plan) throw new Error('The split is not built yet. Nothing was signed.');
      const inputs = decodePsbt(plan.psbt)?.inputsLength ?? 0;
      return signer.signPsbt(plan.psbt, {
        toSignInputs: Array.from({ length: inputs }, (_, index) => ({ index })),
        intent: {
          kind: 'split',
          network: services.network,
          item: request.item,
          asset: request.asset,
          partRaw: BigInt(plan.partRaw),
          restRaw: BigInt(plan.restRaw),
          rate: plan.rate,
          networkFeeSats: BigInt(plan.feeSats),
        },
      });
    });
  return {
    build: fromPromise<SplitPlanView, BuildSplitInput>(({ input }) =>
      step(async () => {
        const signer = connectedSigner(services, 'split the output');
        const api = await services.api();
        const parsed = splitAmountOf(input.asset, input.amount, BigInt(input.wholeRaw));
        if (!parsed.ok) throw new Error(parsed.problem);
        const { ordinalsAddress, paymentAddress } = signer.account;
        const ordinalsScript = scriptOf(ordinalsAddress, services.network);
        const paymentScript = scriptOf(paymentAddress, services.network);
        if (!ordinalsScript || !paymentScript) throw new Error(`Your wallet's addresses are not ${services.network} addresses.`);
        const [output, coins, rate] = await Promise.all([
          api.query.utxo(input.item.txid, input.item.vout),
          api.query.availableUtxos(paymentAddress),
          fastestRateNow(api, 'the split'),
        ]);
        if (!output?.scriptPk) throw new Error(`The output holding the ${input.asset.name} is not on chain any more. Choose another.`);
        const first = { txid: output.txid, vout: output.vout, satoshi: BigInt(output.satoshi), script: output.scriptPk };
        const plain = coins.utxo.map((c) => ({ txid: c.txid, vout: c.vout, satoshi: BigInt(c.satoshi), script: c.scriptPk }));
        const restRaw = BigInt(input.wholeRaw) - parsed.raw;
        const plan =
          input.asset.kind === 'rune'
            ? planSplit({ runeOutput: first, coins: plain, ordinalsScript, paymentScript, runeId: input.asset.runeId, partRaw: parsed.raw, restRaw, rate })
            : planArc20Split({ arc20Output: first, coins: plain, ordinalsScript, paymentScript, partSats: parsed.raw, restSats: restRaw, rate });
        return {
          psbt: plan.psbt,
          feeSats: plan.feeSats.toString(),
          rate: plan.rate,
          vsize: plan.vsize,
          partRaw: parsed.raw.toString(),
          restRaw: restRaw.toString(),
        };
      }),
    ),
    signingStep: provideSigning<SignSplitInput, string, string>({
      sign,
      send: ({ signed }) => step(async () => (await services.api()).query.pushTx(signedTxHex(signed))),
    }),
    findSplit: fromPromise<Outpoint | null, FindSplitInput>(async ({ input }) => {
      const signer = connectedSigner(services, 'list');
      if (!input.txid || !input.plan) return null;
      const api = await services.api();
      const { asset, plan } = input;
      if (asset.kind === 'arc20') {
        // The market takes an ARC-20 output from 10 confirmations: the part is priced once it has them.
        const held = await api.query.addressArc20Utxos(signer.account.ordinalsAddress, asset.name);
        const part = held.utxo.find((u) => u.txid === input.txid && u.vout === SPLIT_PART_VOUT && u.amount === plan.partRaw);
        return part && arc20Listable(part.confirmations) ? { txid: input.txid, vout: SPLIT_PART_VOUT } : null;
      }
      const held = await api.query.addressRuneUtxos(signer.account.ordinalsAddress, asset.runeId, 0, 500);
      const part = held.utxo.find((u) => u.txid === input.txid && u.vout === SPLIT_PART_VOUT);
      if (!part || !part.runes.some((r) => r.amount === plan.partRaw)) return null;
      const onChain = await api.query.utxo(input.txid, SPLIT_PART_VOUT);
      // Confirmed: a height, and not the open API's mark of a transaction still in the mempool.
      return onChain && onChain.height !== undefined && onChain.height < MEMPOOL_HEIGHT ? { txid: input.txid, vout: SPLIT_PART_VOUT } : null;
    }),
  };
}

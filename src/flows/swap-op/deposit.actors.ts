import type { ConfirmDepositRes, CreateDepositRes } from '../../domain/swap/deposit-entities';
import type { TransferableDetail } from '../../services/api/query-api';
import type { Network } from '../../domain/network';
import { depositFeeCeiling } from '../../domain/swap/chain-fees';
import type { DepositIntent } from '../../domain/tx-effect/intents';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { moduleAddressOf } from './module-address';
import { signedOpActors, type SwapDeps } from './swap-op.actors';

/** What create_deposit answered, with the check's intent made from what the panel showed. */
interface DepositPrepared {
  readonly res: CreateDepositRes;
  readonly intent: DepositIntent;
}

/**
 * The deposit's actors for the operation machine: the chosen transfer inscription, create_deposit
 * with the check's intent made from what the panel showed, the PSBT check then the wallet's signature,
 * confirm_deposit.
 */
export function depositActors(
  deps: SwapDeps,
  host: {
    readonly network: Network;
    /** The swap module the site is set up with for the network (swap-module.ts); null: deposits are not offered. */
    readonly module: string | null;
    readonly transferOf: (inscriptionId: string) => TransferableDetail | undefined;
  },
) {
  const { network } = host;
  const actors = signedOpActors<TransferableDetail>(deps, {
    quote: async (_api, r) => {
      const found = host.transferOf(r.inscriptionId!);
      if (!found) throw new Error('That transfer inscription is no longer yours to deposit. Pick another.');
      return found;
    },
    prepare: async (api, r, transfer, who): Promise<DepositPrepared> => {
      const account = deps.signer!.account;
      const info = await api.query.inscriptionInfo(transfer.inscriptionId);
      if (!info.utxo) throw new Error('That transfer inscription is no longer on any output (it was burned). Pick another.');
      const utxo = info.utxo;
      // The module first: a swap naming another stops the deposit before anything is built.
      const moduleAddress = await moduleAddressOf(api, 'deposit', { pinned: host.module, network });
      const res = await api.swap.createDeposit({
        pubkey: account.ordinalsPubKey,
        address: who,
        inscriptionId: transfer.inscriptionId,
        amount: transfer.data.amt,
        tick: transfer.data.tick,
        feeRate: Number(r.feeRate),
      });
      const offset = utxo.inscriptions.find((i) => i.inscriptionId === transfer.inscriptionId)?.offset ?? 0;
      // The most the panel said (the rate × a deposit's largest size), never above the bound (issue 41): the rate × the
      // size the app works out from this PSBT, plus the margin. A PSBT that says it leaves more is refused here.
      const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
      const feeRate = Number(r.feeRate);
      const { maxSats } = boundedPsbtFee(res.psbt, { rate: feeRate, what: 'this deposit', shown: depositFeeCeiling(feeRate) });
      const intent: DepositIntent = {
        kind: 'deposit',
        network,
        item: { txid: utxo.txid, vout: utxo.vout },
        itemOffset: BigInt(offset),
        moduleAddress,
        networkFeeSats: maxSats,
      };
      return { res, intent };
    },
    sign: async (pre) => {
      const { res, intent } = pre as DepositPrepared;
      const toSignInputs = allInputIndexes(res.psbt).map((index) => ({ index }));
      return [await deps.signer!.signPsbt(res.psbt, { toSignInputs, intent, autoFinalized: true })];
    },
    submit: (api, r, transfer, _pre, [psbt]): Promise<ConfirmDepositRes> => {
      const account = deps.signer!.account;
      return api.swap.confirmDeposit({
        psbt: psbt!,
        inscriptionId: transfer.inscriptionId,
        pubkey: account.ordinalsPubKey,
        address: account.ordinalsAddress,
        amount: transfer.data.amt,
        tick: transfer.data.tick,
        feeRate: Number(r.feeRate),
      });
    },
  });
  return {
    ...actors,
    /** The panel's fee chooser with the fee source: it tells the deposit each rate chosen. */
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(deps) }),
  };
}

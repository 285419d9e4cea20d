import { fromPromise } from 'xstate';
import { withdrawTxFeeCeiling } from '../../domain/swap/chain-fees';
import type { Network } from '../../domain/network';
import { isWithdrawalUnderWay } from '../../domain/swap/pools';
import type { WithdrawProcessRes } from '../../domain/swap/withdraw-entities';
import type { RetryWithdrawInput, SignedWithdraw, SignWithdrawInput, WithdrawRequest } from './withdraw.types';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import type { Api } from '../../services/api/create-api';
import type { WithdrawIntent } from '../../domain/tx-effect/intents';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { moduleAddressOf } from '../swap-op/module-address';
import { fastestRateNow } from '../shared/network-rate';
import { provideSigning } from '../shared/signing-step.machine';
import { opCommitFor, preInTick, signMessages, step, type SwapDeps } from '../swap-op/swap-op.actors';

/**
 * The withdraw machine's actors: the swap's calls, and every PSBT of a withdrawal, its cancel and
 * its retry checked against what the panel showed before the wallet is asked for any of them.
 */
export function withdrawActors(
  deps: SwapDeps,
  host: {
    readonly address: string;
    readonly network: Network;
    /** The swap module the site is set up with for the network (swap-module.ts); null: withdrawals are not offered. */
    readonly module: string | null;
    /** The withdrawal the user chose to follow (its id), found instead of the newest under way. */
    readonly follow?: string | null;
  },
) {
  const { address, network } = host;
  const pinned = { pinned: host.module, network };
  /**
   * The check's description of one of the user's withdrawal transactions (the user's addresses come from the wallet),
   * its miners' fee the most the panel showed (`shown`) never above the bound at `rate` (issue 41).
   */
  const intentFor = async (
    api: Api,
    part: WithdrawIntent['part'],
    moduleFeeSats: bigint,
    fee: { readonly psbt: string; readonly rate: number; readonly shown: bigint },
  ): Promise<WithdrawIntent> => {
    const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
    const what = part === 'payment' ? "the withdrawal's payment" : part === 'approve' ? "the withdrawal's approval" : 'the cancel';
    const networkFeeSats = boundedPsbtFee(fee.psbt, { rate: fee.rate, what, shown: fee.shown }).maxSats;
    return { kind: 'withdraw', part, network, moduleAddress: await moduleAddressOf(api, 'withdrawal', pinned), moduleFeeSats, networkFeeSats };
  };
  /** Every PSBT checked first (none is signed if one is refused), then the wallet signs them in order. */
  const checkThenSign = (psbts: readonly { psbt: string; intent: WithdrawIntent; indexes?: readonly number[] }[]) =>
    deps.signer!.signPsbts(
      psbts.map((p) => ({
        psbt: p.psbt,
        intent: p.intent,
        autoFinalized: true,
        toSignInputs: (p.indexes ?? allInputIndexes(p.psbt)).map((index) => ({ index })),
      })),
    );

  return {
    /** The panel's fee chooser with the fee source: it tells the withdrawal each rate chosen (a retry's too). */
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(deps) }),
    findActive: fromPromise<WithdrawProcessRes | null, void>(() =>
      step(deps, async () => {
        const api = await deps.api();
        if (host.follow) return api.swap.withdrawProcess({ id: host.follow });
        const history = await api.swap.withdrawHistory({ address, start: 0, limit: 20 });
        const open = history.list.find((w) => isWithdrawalUnderWay(w.status));
        return open ? api.swap.withdrawProcess({ id: open.id }) : null;
      }),
    ),
    createWithdraw: fromPromise(({ input }: { input: { request: WithdrawRequest } }) =>
      step(deps, async () => {
        const account = deps.signer!.account;
        const r = input.request;
        const api = await deps.api();
        // The module first: a swap naming another stops the withdrawal before the swap is asked for anything.
        await moduleAddressOf(api, 'withdrawal', pinned);
        const body = {
          pubkey: account.ordinalsPubKey,
          address: account.ordinalsAddress,
          tick: r.tick,
          amount: r.amount,
          ts: Math.floor(deps.now() / 1000),
          feeRate: r.feeRate,
        };
        // The open API's withdrawal fee is paid in the fee tick only (payType 'tick').
        const { body: _asked, ...created } = await preInTick(api, body, (asked) => api.swap.createWithdraw(asked));
        return created;
      }),
    ),
    signingStep: provideSigning<SignWithdrawInput, SignedWithdraw, unknown>({
      // Both PSBTs checked against what the panel showed (none is signed if one is refused), then signed with the messages.
      sign: ({ created, request }) =>
        step(deps, async () => {
          const api = await deps.api();
          const fee = (psbt: string) => ({ psbt, rate: request.feeRate, shown: withdrawTxFeeCeiling(request.feeRate) });
          const [paymentPsbt, approvePsbt] = await checkThenSign([
            { psbt: created.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(created.networkFee), fee(created.paymentPsbt)) },
            { psbt: created.approvePsbt, intent: await intentFor(api, 'approve', 0n, fee(created.approvePsbt)), indexes: created.approvePsbtSignIndexes },
          ]);
          return { paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt!, sigs: await signMessages(deps, created.signMsgs) };
        }),
      send: ({ request: { created }, signed }) =>
        step(deps, async () =>
          (await deps.api()).swap.confirmWithdraw({
            id: created.id,
            paymentPsbt: signed.paymentPsbt,
            approvePsbt: signed.approvePsbt,
            feeTick: created.feeTick,
            feeAmount: created.feeAmount,
            feeTickPrice: created.feeTickPrice,
            payType: created.payType,
            sigs: signed.sigs,
          }),
        ),
    }),
    readProcess: fromPromise(({ input }: { input: { id: string } }) => step(deps, async () => (await deps.api()).swap.withdrawProcess({ id: input.id }))),
    cancelWithdraw: fromPromise<unknown, { id: string }>(({ input }) =>
      step(deps, async () => {
        const api = await deps.api();
        const account = deps.signer!.account;
        const cancel = await api.swap.createCancelWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
        // The swap chooses the cancel's rate: the fee it states, never above the network's fastest rate now × its size.
        const rate = await fastestRateNow(api, 'the cancel');
        const [psbt] = await checkThenSign([
          { psbt: cancel.psbt, intent: await intentFor(api, 'cancel', 0n, { psbt: cancel.psbt, rate, shown: BigInt(cancel.networkFee) }) },
        ]);
        return api.swap.confirmCancelWithdraw({ id: input.id, psbt: psbt! });
      }),
    ),
    retryWithdraw: fromPromise<unknown, RetryWithdrawInput>(({ input }) =>
      step(deps, async () => {
        const api = await deps.api();
        const account = deps.signer!.account;
        const retry = await api.swap.createRetryWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
        // create_retry_withdraw takes no rate: its transactions are held to the rate the user chose in the fee chooser.
        const rate = input.feeRate;
        const fee = (psbt: string) => ({ psbt, rate, shown: withdrawTxFeeCeiling(rate) });
        const [paymentPsbt, approvePsbt] = await checkThenSign([
          { psbt: retry.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(retry.networkFee), fee(retry.paymentPsbt)) },
          { psbt: retry.approvePsbt, intent: await intentFor(api, 'approve', 0n, fee(retry.approvePsbt)) },
        ]);
        return api.swap.confirmRetryWithdraw({ id: input.id, paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt! });
      }),
    ),
    opCommit: opCommitFor(deps),
  };
}

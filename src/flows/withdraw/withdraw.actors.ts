import { fromPromise } from 'xstate';
import { withdrawTxFeeCeiling } from '../../domain/swap/chain-fees';
import type { Network } from '../../domain/network';
import { isWithdrawalUnderWay } from '../../domain/swap/pools';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../domain/swap/swap-entities';
import type { WithdrawRequest } from './withdraw.machine';
import type { Api } from '../../services/api/create-api';
import type { WithdrawIntent } from '../../domain/tx-effect/intents';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { moduleAddressOf } from '../swap-op/module-address';
import { opCommitFor, preInTick, signMessages, step, type SwapDeps } from '../swap-op/swap-op.actors';

/**
 * The withdraw machine's actors: the swap's calls, and every PSBT of a withdrawal, its cancel and
 * its retry checked against what the panel showed before the wallet is asked for any of them.
 */
export function withdrawActors(deps: SwapDeps, host: { readonly address: string; readonly network: Network; readonly retryFeeRate: () => number }) {
  const { address, network } = host;
  /** The check's description of one of the user's withdrawal transactions (the user's addresses come from the wallet). */
  const intentFor = async (api: Api, part: WithdrawIntent['part'], moduleFeeSats: bigint, networkFeeSats: bigint): Promise<WithdrawIntent> => {
    return { kind: 'withdraw', part, network, moduleAddress: await moduleAddressOf(api, 'withdrawal'), moduleFeeSats, networkFeeSats };
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
    findActive: fromPromise<WithdrawProcessRes | null, void>(() =>
      step(deps, async () => {
        const api = await deps.api();
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
    signWithdraw: fromPromise<{ paymentPsbt: string; approvePsbt: string; sigs: readonly string[] }, { request: WithdrawRequest; created: PreparedWithdraw }>(
      ({ input }) =>
        step(deps, async () => {
          const api = await deps.api();
          const { created, request } = input;
          const miners = withdrawTxFeeCeiling(request.feeRate);
          const [paymentPsbt, approvePsbt] = await checkThenSign([
            { psbt: created.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(created.networkFee), miners) },
            { psbt: created.approvePsbt, intent: await intentFor(api, 'approve', 0n, miners), indexes: created.approvePsbtSignIndexes },
          ]);
          return { paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt!, sigs: await signMessages(deps, created.signMsgs) };
        }),
    ),
    confirmWithdraw: fromPromise<unknown, { created: PreparedWithdraw; signed: { paymentPsbt: string; approvePsbt: string; sigs: readonly string[] } }>(
      ({ input }) =>
        step(deps, async () => {
          const { created, signed } = input;
          return (await deps.api()).swap.confirmWithdraw({
            id: created.id,
            paymentPsbt: signed.paymentPsbt,
            approvePsbt: signed.approvePsbt,
            feeTick: created.feeTick,
            feeAmount: created.feeAmount,
            feeTickPrice: created.feeTickPrice,
            payType: created.payType,
            sigs: signed.sigs,
          });
        }),
    ),
    readProcess: fromPromise(({ input }: { input: { id: string } }) => step(deps, async () => (await deps.api()).swap.withdrawProcess({ id: input.id }))),
    cancelWithdraw: fromPromise<unknown, { id: string }>(({ input }) =>
      step(deps, async () => {
        const api = await deps.api();
        const account = deps.signer!.account;
        const cancel = await api.swap.createCancelWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
        const [psbt] = await checkThenSign([{ psbt: cancel.psbt, intent: await intentFor(api, 'cancel', 0n, BigInt(cancel.networkFee)) }]);
        return api.swap.confirmCancelWithdraw({ id: input.id, psbt: psbt! });
      }),
    ),
    retryWithdraw: fromPromise<unknown, { id: string }>(({ input }) =>
      step(deps, async () => {
        const api = await deps.api();
        const account = deps.signer!.account;
        const retry = await api.swap.createRetryWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
        const miners = withdrawTxFeeCeiling(host.retryFeeRate());
        const [paymentPsbt, approvePsbt] = await checkThenSign([
          { psbt: retry.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(retry.networkFee), miners) },
          { psbt: retry.approvePsbt, intent: await intentFor(api, 'approve', 0n, miners) },
        ]);
        return api.swap.confirmRetryWithdraw({ id: input.id, paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt! });
      }),
    ),
    opCommit: opCommitFor(deps),
  };
}

import { fromPromise } from 'xstate';
import type { MarketCategory } from '../../domain/entities';
import { formatMessage } from '../../domain/messages';
import { unlistMachine, type PutOff, type UnlistContext, type UnlistMachine } from '../../flows/unlist/unlist.machine';
import type { Outpoint } from '../../domain/tx-effect/intents';
import { useServices } from '../hooks/services';
import { Modal } from '../components/modal';
import { useToaster } from '../components/toast';
import { button } from '../theme/ui.css';
import { useNetwork } from '../hooks/network-context';
import { useWalletSigner } from '../hooks/wallet-context';
import { Price, StepMessages } from '../components/market-bits';
import { runStep } from '../../flows/shared/run-step';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import * as css from '../components/kit.css';

export interface UnlistDialogProps {
  readonly category: MarketCategory;
  readonly auctionId: string;
  /** What the item is called, and its price, as the page shows them. */
  readonly title: string;
  readonly priceSats: number;
  /** The item's output and its sat's offset: an on-chain unlisting must give it back to the owner. */
  readonly item: Outpoint;
  readonly itemOffset: number;
  readonly onClose: () => void;
  /** The listing changed (unlisted, or sold meanwhile): the page reloads it. */
  readonly onChanged: () => void;
  readonly testing?: DialogTesting<UnlistMachine>;
}

/**
 * Unlist (spec 000 section 4): a self-contained dialog, props and providers only, no router. The machine runs
 * the steps; this view shows them and supplies the market calls and the wallet.
 */
export function UnlistDialog({ category, auctionId, title, priceSats, item, itemOffset, onClose, onChanged, testing }: UnlistDialogProps) {
  const services = useServices();
  const signer = useWalletSigner();
  // The network the visitor works on (pinned to testnet on the devnet): the check reads addresses on it.
  const { network } = useNetwork();
  const toaster = useToaster();
  const walletType = signer?.walletType ?? null;
  const [state, actorRef] = useFlow(unlistMachine, {
    testing,
    onClose,
    input: { category, auctionId },
    actions: {
      refreshList: () => onChanged(),
      announceSuccess: () => void toaster.success(formatMessage('unlist_success')),
    },
    actors: {
      createPutOff: fromPromise<PutOff, UnlistContext>(({ input }) =>
        runStep(walletType, async () => {
          // Two-address wallets bind their addresses before their first market action.
          await signer?.ensureBound();
          const account = signer?.account;
          const answer = await (await services.api()).market.forCategory(input.category).createPutOff({
            auctionId: input.auctionId,
            offChain: !input.onChain,
            ...(input.onChain && account ? { nftAddress: account.ordinalsAddress, btcPubkey: account.paymentPubKey } : {}),
          });
          return { psbt: answer.psbt ?? '', nftSignIndexes: answer.nftSignIndexes ?? [], btcSignIndexes: answer.btcSignIndexes ?? [], ...(answer.networkFee === undefined ? {} : { networkFee: answer.networkFee }) };
        }),
      ),
      signPutOff: fromPromise<string, UnlistContext>(({ input }) =>
        runStep(walletType, async () => {
          const putOff = input.putOff!;
          if (putOff.networkFee === undefined) throw new Error('The market did not say what this on-chain unlisting costs, so it cannot be checked. Nothing was signed.');
          // The owner's addresses and keys come from the wallet, never from the listing: the check names them per input.
          return signer!.signPsbt(putOff.psbt, {
            toSignInputs: [...putOff.nftSignIndexes, ...putOff.btcSignIndexes].map((index) => ({ index })),
            intent: { kind: 'unlist', network, item, itemOffset: BigInt(itemOffset), networkFeeSats: BigInt(putOff.networkFee) },
          });
        }),
      ),
      confirmPutOff: fromPromise<unknown, UnlistContext>(({ input }) =>
        runStep(walletType, async () =>
          (await services.api()).market.forCategory(input.category).confirmPutOff({ auctionId: input.auctionId, psbt: input.signedPsbt ?? '', fromBase64: false, walletType: walletType ?? 'unisat' }),
        ),
      ),
    },
  });

  const busy = state.matches('creating') || state.matches('signing') || state.matches('confirming');
  const step = state.matches('creating') ? 'Preparing the unlisting…' : state.matches('signing') ? 'Confirm in your wallet…' : state.matches('confirming') ? 'Taking it off sale…' : null;
  return (
    <Modal open title="Unlist" onClose={() => actorRef.send({ type: 'CLOSE' })} closable={!busy} notClosableNotice="Wait a moment: the unlisting is on its way.">
      <div data-testid="unlist-dialog">
        {state.matches('success') ? (
          <>
            <p role="status" data-testid="unlist-success">
              {formatMessage('unlist_success')} {title} is no longer for sale.
            </p>
            <div className={css.actions}>
              <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'CLOSE' })}>
                Done
              </button>
            </div>
          </>
        ) : state.matches('feeReview') || state.matches('signing') ? (
          <>
            <p data-testid="unlist-fee">
              Unlisting on-chain moves <strong>{title}</strong> back to your address <span className={css.mono}>{signer?.account.ordinalsAddress}</span> in a transaction. Network fee:{' '}
              <strong>
                {state.context.putOff?.networkFee ?? '?'} sats
              </strong>
              , paid from <span className={css.mono}>{signer?.account.paymentAddress}</span>. Once it confirms, the old signed listing can never be used.
            </p>
            <StepMessages error={state.context.error} working={step} />
            <div className={css.actions}>
              <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'BACK' })} disabled={busy}>
                Back
              </button>
              <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'SIGN' })} disabled={busy} aria-busy={busy} data-testid="unlist-sign">
                {busy ? 'Signing…' : 'Sign'}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>
              Take <strong>{title}</strong>, listed at <Price sats={priceSats} />, off the market? It stays in your wallet, and nobody can buy it at that price any more.
            </p>
            <label className={css.inlineLabel}>
              <input type="checkbox" checked={state.context.onChain} disabled={busy} onChange={(e) => actorRef.send({ type: 'SET_ON_CHAIN', onChain: e.target.checked })} />
              Void it on-chain too: the item moves back to you in a transaction (costs a network fee), so the signed listing can never be used
            </label>
            <StepMessages error={state.context.error} working={step} />
            {signer ? null : <p className={css.reason}>Connect the wallet that listed it to unlist.</p>}
            <div className={css.actions}>
              <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CLOSE' })} disabled={busy}>
                Cancel
              </button>
              <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'UNLIST' })} disabled={busy || !signer} aria-busy={busy}>
                {busy ? 'Unlisting…' : 'Unlist'}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

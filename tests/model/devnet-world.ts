import { hex } from '@scure/base';
import { TEST_NETWORK, Transaction } from '@scure/btc-signer';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DevAccount } from '../../devnet/wallet/dev-accounts';
import { signInputs } from '../../devnet/wallet/sign-inputs';
import { PSBT_CHECKS } from '../../src/domain/tx-effect/psbt-checks';
import type { ConnectedAccount } from '../../src/domain/wallet-session';
import type { MarketCategory } from '../../src/domain/entities';
import { buyListing } from '../../src/ui/market/buy-listing';
import type { Api } from '../../src/services/api/create-api';
import { gatherTxFacts } from '../../src/services/psbt/tx-facts';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { createWalletSession } from '../../src/services/wallet-session/wallet-session';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { WalletError, type WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { fromPromise } from 'xstate';
import type { LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { invokedFeeChooser } from '../../src/flows/fee-chooser/invoked-fee-chooser';
import { isDoneEvent } from '../../src/flows/testing/flow-events';
import type { FlowPath } from '../../src/flows/testing/flow-model-types';
import { startDevnet } from '../devnet/devnet-harness';
import type { Outcome, Route, World } from './real-world';

type Harness = Awaited<ReturnType<typeof startDevnet>>;

/** The name of the real-actor runs in test titles. */
export const REAL_ACTORS = 'the real actors over msw and the devnet';

/**
 * One seeded devnet for a test file, started before its tests and closed after; the function it gives puts the
 * seed back (a fresh devnet for each path) and signs `account` in with the site's own API client.
 */
export function devnetPerFile(): (account: DevAccount) => Promise<{ readonly h: Harness; readonly api: Awaited<ReturnType<Harness['signIn']>> }> {
  let h: Harness | null = null;
  beforeAll(async () => {
    h = await startDevnet();
    h.devnet.ensureSeeded();
  }, 60_000);
  afterAll(() => h?.close());
  return async (account) => {
    h!.devnet.reset();
    return { h: h!, api: await h!.signIn(account) };
  };
}

/** The listing as the item page reads it from the devnet: the buy dialog's facts (the item, its offset, the payee). */
export async function listingAsPageReads(api: Api, category: MarketCategory, auctionId: string) {
  const row = await api.reads.listing(category, auctionId);
  const inscription = row.inscriptionId ? await api.reads.inscription(row.inscriptionId) : null;
  return buyListing(category, row, 'item', inscription);
}

/** A one-address (Taproot) UniSat account of a dev account: what the check and the devnet both see. */
export function taprootAccount(dev: DevAccount): ConnectedAccount {
  return { ordinalsAddress: dev.ordinalsAddress, paymentAddress: dev.ordinalsAddress, ordinalsPubKey: dev.ordinalsPubKey, paymentPubKey: dev.ordinalsPubKey };
}

/**
 * The site's own wallet session and signer for `dev`, over `api`, with a wallet that signs with the dev account's
 * keys. Each kind of prompt waits for the path's step of the actor named in `gates`: for PSBTs, the real
 * transaction-effect check runs first with the facts the app looks up itself (a failure other than a rejection is
 * that look-up failing, so the check refuses and the wallet is never asked), then a success signs and a rejection
 * is the wallet's 'user-rejected'; for messages (BIP-322), a success signs, a rejection is 'user-rejected' and any
 * other failure the wallet's own.
 */
export function gatedSigner(
  world: World,
  dev: DevAccount,
  api: Api,
  gates: {
    readonly psbt?: Route | (() => Route);
    readonly message?: Route | (() => Route);
    /** The wallet's own brc-20 transfer inscription (UniSat's inscribeTransfer): a success answers the path's inscription id. */
    readonly inscribe?: string;
    readonly send?: { readonly actor: string; readonly pay: (to: string, sats: number) => string };
  },
): { signer: WalletSigner; signed: string[] } {
  const account = taprootAccount(dev);
  const signed: string[] = [];
  let outcome: Outcome | null = null;
  const adapter: WalletAdapter = {
    type: 'unisat',
    name: 'UniSat (dev account)',
    logo: '',
    isInstalled: () => true,
    connect: async () => ({ ...account, network: 'testnet' }) as never,
    restore: async () => null,
    getVersion: async () => null,
    getBalance: async () => ({ confirmed: 0, unconfirmed: 0, total: 0 }),
    signMessage: async (message, _type, address) => {
      if (!gates.message) throw new WalletError('unsupported', 'Not in this test.', 'unisat');
      const answer = await world.gate(typeof gates.message === 'function' ? gates.message() : gates.message);
      // An actor's failure, or the signing step's `rejected` / `refused`, is no signature.
      const said = walletAnswerOf(answer);
      if (said === 'reject') throw new WalletError('user-rejected', 'User rejected the request.', 'unisat');
      if (said === 'fail') throw new WalletError('sign-failed', 'The wallet could not sign.', 'unisat');
      signed.push(message);
      return signMessageBip322Simple(message, dev.taprootKey, address ?? dev.ordinalsAddress, TEST_NETWORK);
    },
    signPsbt: async (psbtHex, options) => {
      if (outcome && walletAnswerOf(outcome) !== 'approve') throw new WalletError('user-rejected', 'User rejected the request.', 'unisat');
      signed.push(psbtHex);
      // Each input with the sighash its PSBT names (a listing's SINGLE|ANYONECANPAY), as a wallet does.
      const tx = Transaction.fromPSBT(hex.decode(psbtHex), { allowUnknownOutputs: true });
      return options.toSignInputs.reduce((psbt, i) => signInputs(psbt, dev, [i.index], tx.getInput(i.index).sighashType), psbtHex);
    },
    sendBitcoin: async (to, sats) => {
      if (!gates.send) throw new WalletError('unsupported', 'Not in this test.', 'unisat');
      const answer = await world.gate(gates.send.actor);
      if (!isDoneEvent(answer)) {
        const failure = answer.error as { rejected?: boolean; message?: string };
        if (failure.rejected) throw new WalletError('user-rejected', 'User rejected the request.', 'unisat');
        throw new WalletError('wallet-error', failure.message ?? 'The wallet could not send.', 'unisat');
      }
      signed.push(`${to}:${sats}`);
      return gates.send.pay(to, sats);
    },
    inscribeTransfer: async () => {
      if (!gates.inscribe) throw new WalletError('unsupported', 'Not in this test.', 'unisat');
      const answer = await world.gate(gates.inscribe);
      if (isDoneEvent(answer)) return String(answer.output);
      const failure = answer.error as { rejected?: boolean; unsupported?: boolean; message?: string };
      if (failure.rejected) throw new WalletError('user-rejected', 'User rejected the request.', 'unisat');
      if (failure.unsupported) throw new WalletError('unsupported', failure.message ?? 'This wallet cannot inscribe a transfer.', 'unisat');
      throw new WalletError('wallet-error', failure.message ?? 'The wallet could not inscribe.', 'unisat');
    },
    switchNetwork: async () => {},
    onChange: () => () => {},
  };
  const session = createWalletSession({
    api: async () => api,
    storage: createKeyValueStore(null),
    tabStorage: createKeyValueStore(null),
    network: () => 'testnet',
    pathname: () => '/',
    reload: () => {},
    channelName: null,
    createAdapters: () => [adapter],
    psbtChecks: PSBT_CHECKS,
    txFacts: async (psbts) => {
      if (gates.psbt) {
        outcome = await world.gate(typeof gates.psbt === 'function' ? gates.psbt() : gates.psbt);
        if (walletAnswerOf(outcome) === 'fail') throw new Error('The indexer did not answer.');
      }
      const started = performance.now();
      return gatherTxFacts(api.query, psbts).catch((error: unknown) => {
        // The error and its causes (fetch's own TypeError, then the socket's), as far down as they go.
        const chain: string[] = [];
        for (let e: unknown = error; e instanceof Error && chain.length < 4; e = e.cause) chain.push(`${e.name}: ${e.message}`);
        world.note(`the transaction's facts could not be read after ${Math.round(performance.now() - started)} ms: ${chain.join(' <- ')}`);
        throw error;
      });
    },
  });
  return { signer: session.signer('unisat', account), signed };
}

/**
 * A flow's fee chooser whose rates come as the path settles them ('loadFees'), with no request of their own: the app
 * reads the fee source through one cache, which another read of the rates (a withdrawal cancel's bound) shares, and a
 * read held for the path's step would time out on a flow's polls.
 */
export const gatedFeeChooser = (world: World) =>
  invokedFeeChooser.provide({
    actors: {
      loadFees: fromPromise<LoadedFees>(async ({ signal }) => {
        const outcome = await world.gate('loadFees', signal);
        if ('output' in outcome) return outcome.output as LoadedFees;
        throw outcome.error;
      }),
    },
  });

/**
 * What the wallet does for a path's signature step: an actor's success approves and its failure rejects (or fails
 * the check, when it is not the user's no); the signing step's outcome says it the same way (`sent` and `failed`
 * were signed; `rejected` is the user's no; `refused` fails before the wallet).
 */
export function walletAnswerOf(outcome: Outcome): 'approve' | 'reject' | 'fail' {
  if (isDoneEvent(outcome)) {
    const ended = (outcome.output as { outcome?: string } | null)?.outcome;
    return ended === 'rejected' ? 'reject' : ended === 'refused' ? 'fail' : 'approve';
  }
  return (outcome.error as { rejected?: boolean }).rejected ? 'reject' : 'fail';
}

/** The signing step's outcome as it counts for the wallet: signed (an approval) or not. */
const approves = (event: { type: string; output?: unknown }, ids: readonly string[]) =>
  ids.some((id) => event.type === `xstate.done.actor.${id}`) && walletAnswerOf(event as Outcome) === 'approve';

/**
 * The model's invariant for a flow that signs: the wallet is asked only once the path's signature step has come
 * (the check passed the market's PSBTs and the user approved), and for at most `perApproval` PSBTs each time.
 */
export function expectSignedOnlyAfter(signed: readonly string[], path: FlowPath, at: number, actorId: string | readonly string[], perApproval = 1): void {
  const ids = typeof actorId === 'string' ? [actorId] : actorId;
  const approvals = path.steps.slice(0, at + 1).filter((step) => approves(step.event, ids)).length;
  expect(signed.length > 0, `signed before the path's ${ids.join(' or ')} step`).toBe(approvals > 0);
  expect(signed.length).toBeLessThanOrEqual(perApproval * approvals);
}

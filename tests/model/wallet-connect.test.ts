import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { RESTORE_MAX_ATTEMPTS, walletConnectMachine, type ConnectedAccount, type RestoreResult } from '../../src/flows/wallet-connect/wallet-connect.machine';
import { failures, sampleAccount, sampleUser, switchedAddress, walletConnectModel } from '../../src/flows/wallet-connect/wallet-connect.model';
import { switchedAccountAddress } from '../../src/domain/wallet-session';
import type { WalletType } from '../../src/domain/wallets';

const paths = walletConnectModel.paths();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wallet-connect model', () => {
  it('the retry loop is walked in full by its named journeys, and the paths are a tester’s handful', () => {
    expect(paths.map((p) => p.id)).toEqual(expect.arrayContaining(['wallet-connect-restore-late-extension', 'wallet-connect-restore-gives-up']));
    expect(paths.length).toBeLessThanOrEqual(35);
  });

  it('every validation failure of spec 001 section 5 is a step of some path', () => {
    const raised = new Set(paths.flatMap((p) => p.steps.map((step) => (step.event as { error?: { message?: string } }).error?.message)).filter(Boolean));
    expect(Object.values(failures).filter((f) => !raised.has(f.message))).toEqual([]);
  });
});

describe('wallet-connect timing and rules', () => {
  it("a feature that needs another wallet: 'only supports wallet X', disconnect, choose again; the right wallet stays", async () => {
    const restored = { walletType: 'unisat' as const, account: sampleAccount, user: sampleUser };
    const start = () =>
      createActor(walletConnectMachine.provide({ actors: { restoreAccount: fromPromise<RestoreResult | null>(async () => restored) } })).start();
    const same = start();
    await vi.advanceTimersByTimeAsync(0);
    same.send({ type: 'REQUIRE_WALLET', walletType: 'unisat', walletName: 'UniSat Wallet' });
    expect(same.getSnapshot().value).toBe('connected');
    const other = start();
    await vi.advanceTimersByTimeAsync(0);
    other.send({ type: 'REQUIRE_WALLET', walletType: 'xverse', walletName: 'Xverse' });
    expect(other.getSnapshot().value).toBe('choosing');
    expect(other.getSnapshot().context).toMatchObject({
      account: null,
      user: null,
      error: { kind: 'wallet-mismatch', message: 'only supports wallet Xverse' },
    });
    // A wallet named '… Wallet' is not said twice: 'only supports wallet UniSat', not 'wallet UniSat Wallet' (issue 28, 8).
    const xverse = createActor(
      walletConnectMachine.provide({
        actors: { restoreAccount: fromPromise<RestoreResult | null>(async () => ({ ...restored, walletType: 'xverse' as const })) },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    xverse.send({ type: 'REQUIRE_WALLET', walletType: 'unisat', walletName: 'UniSat Wallet' });
    expect(xverse.getSnapshot().context.error).toMatchObject({ message: 'only supports wallet UniSat' });
  });

  it('restore waits 100 ms plus 100 ms per try, ten tries in all, and never asks the wallet to connect', async () => {
    const tries: number[] = [];
    const connectWallet = vi.fn();
    const actor = createActor(
      walletConnectMachine.provide({
        actors: {
          restoreAccount: fromPromise<RestoreResult | null>(async () => {
            tries.push(Date.now());
            throw Object.assign(new Error('UniSat Wallet not installed'), { kind: 'not-installed' });
          }),
          connectWallet: fromPromise<ConnectedAccount, { walletType: WalletType }>(connectWallet),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries).toHaveLength(RESTORE_MAX_ATTEMPTS);
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    expect(gaps).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(actor.getSnapshot().value).toBe('disconnected');
    expect(connectWallet).not.toHaveBeenCalled();
  });

  /** An actor whose restore always fails with `kind`; `tries()` counts the attempts. */
  function failingRestore(kind: string) {
    let count = 0;
    const actor = createActor(
      walletConnectMachine.provide({
        actors: {
          restoreAccount: fromPromise<RestoreResult | null>(async () => {
            count++;
            throw Object.assign(new Error(kind), { kind });
          }),
        },
      }),
    ).start();
    return { actor, tries: () => count };
  }

  it('Connect while the restore still waits for the extension opens the chooser and stops the restore', async () => {
    const { actor, tries } = failingRestore('not-installed');
    await vi.advanceTimersByTimeAsync(0);
    expect((actor.getSnapshot() as FlowSnapshot).matches({ restoring: 'waiting' })).toBe(true);
    actor.send({ type: 'CONNECT' });
    expect(actor.getSnapshot().value).toBe('choosing');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tries()).toBe(1);
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a restore failure other than a missing extension is not retried', async () => {
    const { actor, tries } = failingRestore('wallet-error');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tries()).toBe(1);
    expect(actor.getSnapshot().value).toBe('disconnected');
  });

  it('Cancel while connecting stops the wallet call and goes back to the chooser', async () => {
    let aborted = false;
    const actor = createActor(
      walletConnectMachine.provide({
        actors: {
          restoreAccount: fromPromise<RestoreResult | null>(async () => null),
          connectWallet: fromPromise<ConnectedAccount, { walletType: WalletType }>(
            ({ signal }) =>
              new Promise<ConnectedAccount>((_, reject) => {
                signal.addEventListener('abort', () => {
                  aborted = true;
                  reject(new Error('aborted'));
                });
              }),
          ),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONNECT' });
    actor.send({ type: 'SELECT', walletType: 'unisat' });
    expect((actor.getSnapshot() as FlowSnapshot).matches({ connecting: 'wallet' })).toBe(true);
    actor.send({ type: 'CANCEL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(aborted).toBe(true);
  });

  it('the wallet switching account ends the session and offers a sign-in with that account, in the same wallet (issue 44, 10)', async () => {
    const restored = { walletType: 'xverse' as const, account: sampleAccount, user: sampleUser };
    const connected: WalletType[] = [];
    const actor = createActor(
      walletConnectMachine.provide({
        actors: {
          restoreAccount: fromPromise<RestoreResult | null>(async () => restored),
          connectWallet: fromPromise<ConnectedAccount, { walletType: WalletType }>(async ({ input }) => {
            connected.push(input.walletType);
            return new Promise<ConnectedAccount>(() => {});
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    // Xverse names its payment address first: the Taproot one is the account signed in with.
    const address = switchedAccountAddress(['tb1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', switchedAddress]);
    expect(address).toBe('tb1pzzzz7s3mvaw4kyplhyy2tqrkhzw6u7t2ccmdn9pylsnmhtsu5g2qqkjmz4');
    actor.send({ type: 'ACCOUNT_CHANGED', wallet: 'xverse', address: address! });
    expect(actor.getSnapshot().value).toBe('switched');
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      account: null,
      switchedTo: { walletType: 'xverse', address: 'tb1pzzzz7s3mvaw4kyplhyy2tqrkhzw6u7t2ccmdn9pylsnmhtsu5g2qqkjmz4' },
    });
    expect(connected).toEqual([]);
    actor.send({ type: 'SIGN_IN_SWITCHED' });
    expect((actor.getSnapshot() as FlowSnapshot).matches({ connecting: 'wallet' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(connected).toEqual(['xverse']);

    // A wallet that names no account (locked) just signs out, as before.
    const locked = createActor(walletConnectMachine.provide({ actors: { restoreAccount: fromPromise<RestoreResult | null>(async () => restored) } })).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(switchedAccountAddress([])).toBeNull();
    locked.send({ type: 'ACCOUNT_CHANGED', wallet: 'xverse' });
    expect(locked.getSnapshot().value).toBe('disconnected');
  });
});

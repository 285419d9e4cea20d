import { TEST_NETWORK } from '@scure/btc-signer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_TICKS } from '../../devnet/indexer/seed';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { CreatePool } from '../../src/ui/swap/create-pool';
import { renderDialog } from './dialog-harness';
import { devnetPerFile, taprootAccount } from './devnet-world';

/**
 * An operation across a rollup commit completes (issue 45, finding 6): on the devnet, a commit is under way when the
 * user presses Create pool; pre_deploy_pool answers -2, the Please Wait overlay shows while system_status says
 * committing, and once the commit is over the pool is created (the wallet signs then), with no "try again".
 */
const devnet = devnetPerFile();
const [me] = deriveAccounts();
const { pizza, frog } = SEED_TICKS;

/** The dev account's wallet, signing each message it is asked (BIP-322 simple), counting them. */
function signingWallet(signed: string[]): WalletSigner {
  const unused = () => Promise.reject(new Error('Not in this test.'));
  return {
    walletType: 'unisat',
    account: taprootAccount(me!),
    signMessage: async (message, _type, address) => {
      signed.push(message);
      return signMessageBip322Simple(message, me!.taprootKey, address ?? me!.ordinalsAddress, TEST_NETWORK);
    },
    signPsbt: unused,
    signPsbts: unused,
    ensureBound: async () => {},
    inscribeTransfer: unused,
    sendBitcoin: unused,
  };
}

describe('an operation that meets a rollup commit waits it out and goes on', () => {
  it('Create pool during a 20-second commit: the overlay shows, then the pizza/🐸 pool is created', async () => {
    const { h, api } = await devnet(me!);
    const signed: string[] = [];
    const deps: SwapDeps = { api: async () => api, signer: signingWallet(signed), now: h.now };
    const ticks = [pizza, frog].map((tick) => ({ tick, decimal: '18', brc20Balance: '0', swapBalance: '100' }));
    const created: string[] = [];
    renderDialog(<CreatePool deps={deps} ticks={ticks} pools={[]} onCreated={(key) => created.push(key)} />, me!.ordinalsAddress);
    const submit = () => screen.getByTestId('create-pool-submit');
    await waitFor(() => expect(submit()).toHaveTextContent('Create pool'), { timeout: 5_000 });
    await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 5_000 });

    h.devnet.swap.startCommit(20_000);
    fireEvent.click(submit());
    const overlay = await screen.findByTestId('op-commit-overlay', {}, { timeout: 5_000 });
    expect(overlay).toHaveTextContent('Please wait: the rollup inscription is being submitted. Your operation goes on by itself once it is in.');
    expect(screen.getByText('Waiting for the rollup to be committed…')).toBeInTheDocument();
    expect(screen.queryByText(/System commit in progress/)).toBeNull();
    expect(signed).toEqual([]);

    // The commit is over 20 seconds on: at the next status check (3 s) the pool is checked again and created.
    h.advance(20_000);
    await waitFor(() => expect(screen.getByTestId('create-pool-success')).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.getByTestId('create-pool-success')).toHaveTextContent('The pizza/🐸 ⚠ pool is created. Add its first liquidity to set its price.');
    expect(screen.queryByTestId('op-commit-overlay')).toBeNull();
    expect(screen.queryByTestId('create-pool-notice')).toBeNull();
    expect(screen.queryByText('The rollup is committed. Check the new quote, then try again.')).toBeNull();
    expect(signed).toHaveLength(1);
    expect(created).toEqual([`${pizza}/${frog}`]);
    expect((await api.swap.poolInfo({ tick0: pizza, tick1: frog })).existed).toBe(true);
  }, 30_000);
});

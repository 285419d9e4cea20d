import { BIND_STORE_KEY, TWO_ADDRESS_WALLETS, bindMessage } from '../../domain/wallet-rules';
import type { KeyValueStore } from '../storage/key-value-store';
import type { WalletAccount, WalletAdapter } from './wallet-adapter';

export interface WalletBindingDeps {
  readonly store: KeyValueStore;
  /** The market's xverse_bind call (btcAddress, nftAddress, sign). */
  readonly bind: (body: { btcAddress: string; nftAddress: string; sign: string }) => Promise<unknown>;
}

/**
 * xverse_bind for two-address wallets: before the market acts for such a wallet, its payment address is
 * bound to its ordinals address with a signature of the payment address. Done once per pair; the record
 * goes on disconnect and on the market's 'Need to bind first' errors.
 */
export function createWalletBinding(deps: WalletBindingDeps) {
  const read = (): { btcAddress: string; nftAddress: string } | null => {
    try {
      const value = JSON.parse(deps.store.get(BIND_STORE_KEY) ?? 'null') as { btcAddress?: unknown; nftAddress?: unknown } | null;
      return value && typeof value.btcAddress === 'string' && typeof value.nftAddress === 'string'
        ? { btcAddress: value.btcAddress, nftAddress: value.nftAddress }
        : null;
    } catch {
      return null;
    }
  };
  /** The wallet signs the bind message with the payment address; the market binds the pair; it is remembered. */
  async function signAndBind(adapter: Pick<WalletAdapter, 'signMessage'>, btcAddress: string, nftAddress: string): Promise<void> {
    const sign = await adapter.signMessage(bindMessage(btcAddress, nftAddress), 'bip322-simple', btcAddress);
    await deps.bind({ btcAddress, nftAddress, sign });
    deps.store.set(BIND_STORE_KEY, JSON.stringify({ btcAddress, nftAddress }));
  }
  /** The bind under way for a pair (payment and ordinals address), which later callers wait for. */
  const binding = new Map<string, Promise<void>>();
  return {
    needsBinding: (adapter: Pick<WalletAdapter, 'type'>, account: WalletAccount) =>
      TWO_ADDRESS_WALLETS.includes(adapter.type) && account.paymentAddress !== account.ordinalsAddress,
    isBound(account: WalletAccount): boolean {
      const bound = read();
      return bound?.btcAddress === account.paymentAddress && bound.nftAddress === account.ordinalsAddress;
    },
    /**
     * Binds the pair if the wallet needs it and it is not bound yet; the wallet asks for one signature. Callers that
     * come while a bind is under way (a dialog's first step run twice, as React's StrictMode mounts it twice; two
     * dialogs at once) wait for that one, never ask the wallet again (issue 44, 6: the Xverse face signed it twice).
     */
    async ensureBound(adapter: Pick<WalletAdapter, 'type' | 'signMessage'>, account: WalletAccount): Promise<void> {
      if (!this.needsBinding(adapter, account) || this.isBound(account)) return;
      const btcAddress = account.paymentAddress;
      const nftAddress = account.ordinalsAddress;
      const key = `${btcAddress} ${nftAddress}`;
      const running = binding.get(key);
      if (running) return running;
      const bound = signAndBind(adapter, btcAddress, nftAddress).finally(() => binding.delete(key));
      binding.set(key, bound);
      return bound;
    },
    clear: () => deps.store.remove(BIND_STORE_KEY),
  };
}

export type WalletBinding = ReturnType<typeof createWalletBinding>;

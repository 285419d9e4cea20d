import { describe, expect, it, vi } from 'vitest';
import { BIND_STORE_KEY, bindMessage } from '../../src/domain/wallet-rules';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { createWalletBinding } from '../../src/services/wallets/wallet-binding';

const account = { ordinalsAddress: 'tb1pord', paymentAddress: 'tb1qpay', ordinalsPubKey: 'a', paymentPubKey: 'b' };
const memory = () => {
  const map = new Map<string, string>();
  return createKeyValueStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) });
};

describe('xverse_bind', () => {
  it('binds a two-address wallet once, signing with the payment address', async () => {
    const store = memory();
    const bind = vi.fn(async () => ({}));
    const binding = createWalletBinding({ store, bind });
    const signMessage = vi.fn(async () => 'c2ln');
    await binding.ensureBound({ type: 'xverse', signMessage }, account);
    expect(signMessage).toHaveBeenCalledWith(bindMessage('tb1qpay', 'tb1pord'), 'bip322-simple', 'tb1qpay');
    expect(bind).toHaveBeenCalledWith({ btcAddress: 'tb1qpay', nftAddress: 'tb1pord', sign: 'c2ln' });
    await binding.ensureBound({ type: 'xverse', signMessage }, account);
    expect(bind).toHaveBeenCalledTimes(1);
    binding.clear();
    expect(store.get(BIND_STORE_KEY)).toBeNull();
    expect(binding.isBound(account)).toBe(false);
  });

  it('the Xverse face binds once on its first purchase, even when its first step runs twice at once (issue 44, 6)', async () => {
    const bind = vi.fn(async () => ({}));
    const binding = createWalletBinding({ store: memory(), bind });
    let approve: (signature: string) => void = () => {};
    const signMessage = vi.fn(() => new Promise<string>((resolve) => (approve = resolve)));
    // The buy dialog's prepare, run twice while the wallet's prompt is open (React's StrictMode mounts the dialog twice).
    const first = binding.ensureBound({ type: 'xverse', signMessage }, account);
    const second = binding.ensureBound({ type: 'xverse', signMessage }, account);
    approve('c2ln');
    await Promise.all([first, second]);
    expect(signMessage).toHaveBeenCalledTimes(1);
    expect(bind).toHaveBeenCalledTimes(1);
    expect(binding.isBound(account)).toBe(true);
  });

  it('a bind the user refused is asked again on the next try, once', async () => {
    const binding = createWalletBinding({ store: memory(), bind: vi.fn(async () => ({})) });
    const signMessage = vi.fn().mockRejectedValueOnce(new Error('User rejected the request.')).mockResolvedValue('c2ln');
    await expect(binding.ensureBound({ type: 'xverse', signMessage }, account)).rejects.toThrow('User rejected the request.');
    await binding.ensureBound({ type: 'xverse', signMessage }, account);
    expect(signMessage).toHaveBeenCalledTimes(2);
    expect(binding.isBound(account)).toBe(true);
  });

  it('single-address wallets need no binding; a failed bind stores nothing', async () => {
    const binding = createWalletBinding({ store: memory(), bind: vi.fn(async () => Promise.reject(new Error('Need to bind first'))) });
    const signMessage = vi.fn(async () => 'c2ln');
    await binding.ensureBound({ type: 'unisat', signMessage }, { ...account, paymentAddress: account.ordinalsAddress });
    expect(signMessage).not.toHaveBeenCalled();
    await expect(binding.ensureBound({ type: 'xverse', signMessage }, account)).rejects.toThrow('Need to bind first');
    expect(binding.isBound(account)).toBe(false);
  });
});

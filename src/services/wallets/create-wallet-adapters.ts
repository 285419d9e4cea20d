import { WALLETS, type WalletType } from '../../domain/wallets';
import { createLeatherAdapter } from './leather-adapter';
import { createMagicEdenAdapter } from './magic-eden-adapter';
import { createOkxAdapter } from './okx-adapter';
import { createPhantomAdapter } from './phantom-adapter';
import { createSatsConnectAdapter } from './sats-connect-adapter';
import { createUnisatFamilyAdapter } from './unisat-family-adapter';
import type { WalletAdapter, WalletAdapterDeps } from './wallet-adapter';

/** One adapter per wallet, in the chooser's order. */
export function createWalletAdapters(deps: WalletAdapterDeps = {}): WalletAdapter[] {
  const make: Record<WalletType, () => WalletAdapter> = {
    unisat: () => createUnisatFamilyAdapter('unisat', deps.getWindow),
    xverse: () => createSatsConnectAdapter('xverse', deps),
    hiro: () => createLeatherAdapter(deps),
    okx: () => createOkxAdapter(deps),
    bitget: () => createUnisatFamilyAdapter('bitget', deps.getWindow),
    tp: () => createUnisatFamilyAdapter('tp', deps.getWindow),
    phantom: () => createPhantomAdapter(deps),
    gate: () => createUnisatFamilyAdapter('gate', deps.getWindow),
    'magic-eden': () => createMagicEdenAdapter(deps),
    enkrypt: () => createUnisatFamilyAdapter('enkrypt', deps.getWindow),
  };
  return WALLETS.map((wallet) => make[wallet.type]());
}

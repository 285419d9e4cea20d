/** The wallets the product connects, with where a user gets each one. */
export type WalletType = 'unisat' | 'xverse' | 'hiro' | 'okx' | 'bitget' | 'tp' | 'phantom' | 'gate' | 'magic-eden' | 'enkrypt';

export interface WalletInfo {
  readonly type: WalletType;
  readonly name: string;
  readonly downloadUrl: string;
}

export const WALLETS: readonly WalletInfo[] = [
  { type: 'unisat', name: 'UniSat Wallet', downloadUrl: 'https://unisat.io/download' },
  { type: 'xverse', name: 'Xverse', downloadUrl: 'https://www.xverse.app/download' },
  { type: 'hiro', name: 'Leather (Hiro)', downloadUrl: 'https://leather.io/install-extension' },
  { type: 'okx', name: 'OKX Wallet', downloadUrl: 'https://www.okx.com/web3' },
  { type: 'bitget', name: 'Bitget Wallet', downloadUrl: 'https://web3.bitget.com/wallet-download' },
  { type: 'tp', name: 'TokenPocket', downloadUrl: 'https://www.tokenpocket.pro/en/download/app' },
  { type: 'phantom', name: 'Phantom', downloadUrl: 'https://phantom.app/download' },
  { type: 'gate', name: 'Gate Wallet', downloadUrl: 'https://www.gate.io/web3' },
  { type: 'magic-eden', name: 'Magic Eden Wallet', downloadUrl: 'https://wallet.magiceden.io/download' },
  { type: 'enkrypt', name: 'Enkrypt', downloadUrl: 'https://www.enkrypt.com/' },
];

/**
 * The site's network an address belongs to, by its prefix: 'testnet' for tb1 and the devnet's bcrt1 (and m, n, 2),
 * 'livenet' for bc1 (and 1, 3), null for anything else. Testnet4 and signet use tb1 too: that a wallet is on
 * Bitcoin Testnet itself is only known where it says so (UniSat's getChain).
 */
export function addressNetwork(address: string): 'livenet' | 'testnet' | null {
  if (/^(tb1|bcrt1)/i.test(address) || /^[mn2]/.test(address)) return 'testnet';
  if (/^bc1/i.test(address) || /^[13]/.test(address)) return 'livenet';
  return null;
}

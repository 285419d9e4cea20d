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

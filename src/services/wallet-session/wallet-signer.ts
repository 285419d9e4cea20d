/** The signing contract dialogs get for the connected wallet: every PSBT checked before the wallet is asked to sign it. */
import type { ConnectedAccount } from '../../domain/wallet-session';
import type { WalletType } from '../../domain/wallets';
import { WalletError } from '../wallets/wallet-adapter';
import { checkParts, type SignRequest } from './check-parts';
import type { WalletFlow } from './wallet-flow';
import type { WalletSessionDeps } from './wallet-session-deps';

/** The only way dialogs reach the wallet. */
export interface WalletSigner {
  readonly walletType: WalletType;
  readonly account: ConnectedAccount;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple', address?: string): Promise<string>;
  /** Checks the PSBT against `intent` first; only a PSBT that passes reaches the wallet. */
  signPsbt(psbtHex: string, options: SignRequest): Promise<string>;
  /** A multi-part action: every PSBT checked before the wallet is asked for any, then signed in order. */
  signPsbts(parts: readonly ({ readonly psbt: string } & SignRequest)[]): Promise<string[]>;
  /** xverse_bind for two-address wallets, once per pair. */
  ensureBound(): Promise<void>;
  /** The wallet inscribes a brc-20 transfer itself; a WalletError 'unsupported' where it cannot. */
  inscribeTransfer(tick: string, amount: string): Promise<string>;
  /** Pays `sats` to `to` from the payment address in the wallet's own prompt; a WalletError 'unsupported' where it cannot. */
  sendBitcoin(to: string, sats: number, options: { readonly feeRate?: number }): Promise<string>;
}

/** The signing contract for the wallet and account connected now, signing through the session's wallet flow. */
export function walletSigner(
  walletType: WalletType,
  account: ConnectedAccount,
  flow: () => Promise<WalletFlow>,
  deps: Pick<WalletSessionDeps, 'psbtChecks' | 'txFacts'>,
): WalletSigner {
  /** Every part checked before the wallet is asked for any; then the wallet signs each with the check's requests. */
  const signPsbts: WalletSigner['signPsbts'] = async (parts) => {
    const approved = await checkParts(parts, account, deps);
    const adapter = (await flow()).adapterFor(walletType);
    const signed: string[] = [];
    for (const [i, part] of approved.entries()) {
      const autoFinalized = parts[i]!.autoFinalized;
      signed.push(await adapter.signPsbt(part.psbt, { toSignInputs: part.toSignInputs, ...(autoFinalized === undefined ? {} : { autoFinalized }) }));
    }
    return signed;
  };
  return {
    walletType,
    account,
    signMessage: async (message, type = 'bip322-simple', address) => (await flow()).adapterFor(walletType).signMessage(message, type, address),
    signPsbt: async (psbtHex, request) => (await signPsbts([{ psbt: psbtHex, ...request }]))[0]!,
    signPsbts,
    ensureBound: async () => (await flow()).ensureBound(walletType, account),
    async inscribeTransfer(tick, amount) {
      const adapter = (await flow()).adapterFor(walletType);
      if (!adapter.inscribeTransfer) throw new WalletError('unsupported', `${adapter.name} cannot inscribe a transfer from this page.`, walletType);
      return adapter.inscribeTransfer(tick, amount);
    },
    async sendBitcoin(to, sats, options) {
      const adapter = (await flow()).adapterFor(walletType);
      if (!adapter.sendBitcoin)
        throw new WalletError('unsupported', `${adapter.name} cannot pay from this page. Pay the order from your wallet to the address shown.`, walletType);
      return adapter.sendBitcoin(to, sats, options);
    },
  };
}

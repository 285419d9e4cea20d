import type { OutpointFacts, TxFacts } from './tx-effect/tx-facts';
import type { ConnectedAccount } from './wallet-session';

/**
 * What a dialog showed the user about a transaction it asks the wallet to sign: the check compares the
 * PSBT with it before any wallet is asked (DESIGN, the PSBT check). The market and swap dialogs fill the
 * details their checks read (item, price, payee, fees).
 */
export interface PsbtIntent {
  readonly kind: 'list' | 'unlist' | 'update-price' | 'buy' | 'bid' | 'sweep' | 'deposit' | 'withdraw' | 'inscribe' | 'send' | 'claim' | 'pay' | 'split';
  readonly [detail: string]: unknown;
}

export interface PsbtToSign {
  readonly index: number;
  readonly address?: string;
  readonly publicKey?: string;
  readonly sighashTypes?: readonly number[];
}

/** A pass names the sign requests to hand the wallet (each input's owner and explicit sighash); a refusal says why. */
export type PsbtVerdict =
  | {
      readonly ok: true;
      readonly toSign?: readonly PsbtToSign[];
      /** Outputs this transaction creates that hold no asset: the next part of the same action may spend them. */
      readonly creates?: readonly (readonly [string, OutpointFacts])[];
    }
  | { readonly ok: false; readonly reason: string };

/** A pure check of one kind of intent: no I/O; a mismatch says what does not match, in the user's words. */
export type PsbtCheck = (input: {
  readonly psbtHex: string;
  readonly intent: PsbtIntent;
  readonly account: ConnectedAccount;
  readonly toSignInputs: readonly PsbtToSign[];
  /** What the app looked up itself about the outputs spent (amounts, assets); empty when nothing was. */
  readonly facts: TxFacts;
}) => PsbtVerdict;

export type PsbtChecks = Partial<Readonly<Record<PsbtIntent['kind'], PsbtCheck>>>;

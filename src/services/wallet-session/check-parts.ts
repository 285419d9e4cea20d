import type { PsbtChecks, PsbtIntent, PsbtToSign, PsbtVerdict } from '../../domain/psbt-intent';
import { psbtAsHex } from '../../domain/tx-effect/psbt-text';
import { NO_FACTS, type TxFacts } from '../../domain/tx-effect/tx-facts';
import type { ConnectedAccount } from '../../domain/wallet-session';
import { formatWalletMessage } from '../../domain/wallet-messages';

/** A PSBT the check refused: the wallet was never asked. */
export class PsbtRefusedError extends Error {
  readonly kind = 'psbt-refused';
  constructor(message: string) {
    super(message);
    this.name = 'PsbtRefusedError';
  }
}

/** What a dialog asks of the wallet for one PSBT (hex or base64), and what it showed the user. */
export interface SignRequest {
  readonly toSignInputs: readonly PsbtToSign[];
  readonly intent: PsbtIntent;
  readonly autoFinalized?: boolean;
}

/**
 * The transaction-effect check for every part of an action, before the wallet is asked for any: each PSBT
 * read (hex or base64), what it spends looked up, then each checked against its intent in order (a part that
 * moves no asset makes plain coins the next part may spend). A refusal throws and nothing is signed; a pass
 * gives each PSBT as hex with its sign requests: the owner and the explicit sighash of each input.
 */
export async function checkParts(
  parts: readonly ({ readonly psbt: string } & SignRequest)[],
  account: ConnectedAccount,
  deps: { readonly psbtChecks?: PsbtChecks | (() => Promise<PsbtChecks>); readonly txFacts?: (psbtHexes: readonly string[]) => Promise<TxFacts> },
): Promise<{ psbt: string; toSignInputs: readonly PsbtToSign[] }[]> {
  const hexes = parts.map((p) => psbtAsHex(p.psbt));
  if (hexes.some((h) => h === null))
    throw new PsbtRefusedError(formatWalletMessage('psbt_refused', { reason: 'the transaction sent to be signed could not be read.' }));
  const checks = typeof deps.psbtChecks === 'function' ? await deps.psbtChecks().catch(() => undefined) : deps.psbtChecks;
  let facts: TxFacts = NO_FACTS;
  try {
    if (deps.txFacts) facts = await deps.txFacts(hexes as string[]);
  } catch {
    throw new PsbtRefusedError(formatWalletMessage('psbt_facts_failed'));
  }
  const known = new Map(facts);
  return parts.map((part, i) => {
    const check = checks?.[part.intent.kind];
    if (!check) throw new PsbtRefusedError(formatWalletMessage('psbt_unchecked'));
    let verdict: PsbtVerdict;
    try {
      verdict = check({ psbtHex: hexes[i]!, intent: part.intent, account, toSignInputs: part.toSignInputs, facts: known });
    } catch {
      throw new PsbtRefusedError(formatWalletMessage('psbt_unchecked'));
    }
    if (!verdict.ok) throw new PsbtRefusedError(formatWalletMessage('psbt_refused', { reason: verdict.reason }));
    // Only outputs the chain does not know yet: a part never overrides what the app looked up itself.
    for (const [key, value] of verdict.creates ?? []) if (!known.get(key)) known.set(key, value);
    return { psbt: hexes[i]!, toSignInputs: verdict.toSign ?? part.toSignInputs };
  });
}

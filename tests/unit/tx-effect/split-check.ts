import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { ConnectedAccount } from '../../../src/domain/wallet-session';
import type { PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import type { SplitIntent } from '../../../src/domain/tx-effect/check-split';
import type { TxFacts } from '../../../src/domain/tx-effect/tx-facts';

/** The split's check as the wallet session runs it (both inputs asked), its refusal's words, and the honest split edited. */
export function splitCheck(account: ConnectedAccount, psbt: string, intent: SplitIntent, facts: TxFacts) {
  const check = (text: string, given: SplitIntent = intent, known: TxFacts = facts): PsbtVerdict =>
    PSBT_CHECKS.split!({ psbtHex: text, intent: given, account, toSignInputs: [{ index: 0 }, { index: 1 }], facts: known });
  const reason = (v: PsbtVerdict) => (v.ok ? 'passed' : v.reason);
  const edit = (change: (tx: Transaction) => void) => {
    const tx = Transaction.fromPSBT(hex.decode(psbt), { allowUnknownOutputs: true });
    change(tx);
    return hex.encode(tx.toPSBT());
  };
  return { check, reason, edit };
}

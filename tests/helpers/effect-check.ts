import type { PsbtIntent, PsbtToSign } from '../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../src/domain/tx-effect/psbt-checks';
import type { ConnectedAccount } from '../../src/domain/wallet-session';
import type { Api } from '../../src/services/api/create-api';
import { gatherTxFacts } from '../../src/services/psbt/tx-facts';
import { checkParts } from '../../src/services/wallet-session/check-parts';

/**
 * The wallet session's own path to a signature, short of the wallet: the facts looked up through the site's
 * API client (on a devnet), then every part checked. 'passed', or the refusal's words after the prefix.
 */
export async function effectCheck(
  api: Api,
  account: ConnectedAccount,
  parts: readonly { psbt: string; intent: PsbtIntent; toSignInputs: readonly PsbtToSign[] }[],
): Promise<string> {
  try {
    await checkParts(parts, account, { psbtChecks: PSBT_CHECKS, txFacts: (psbts) => gatherTxFacts(api.query, psbts) });
    return 'passed';
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^This transaction was not sent to your wallet: /, '') : String(error);
  }
}

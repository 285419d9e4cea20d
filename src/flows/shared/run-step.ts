import { MESSAGES } from '../../domain/messages';
import { isUserRejection } from '../../domain/wallet-rejection';
import type { WalletType } from '../../domain/wallets';
import type { StepFailure } from './step-failure';
import { isApiError } from '../../services/http/api-error';
import { failureMessage } from '../../services/http/error-routing';

/**
 * A failed market call or signature as the dialogs' machines keep it: the user's words (the catalogue's,
 * through the one mapping), whether the user said no in the wallet, the market's code, and whether it is the
 * server's 'Buyers and sellers cannot be the same person' (which closes the buy dialog).
 */
export function toStepFailure(error: unknown, walletType: WalletType | null): StepFailure & { readonly sameParty?: boolean } {
  if (isUserRejection(error, walletType)) return { message: '', rejected: true };
  const sameParty = isApiError(error) && (error.serverMessage ?? '').trim() === MESSAGES.same_buyer_and_seller;
  return { message: failureMessage(error), code: isApiError(error) ? error.code : null, ...(sameParty ? { sameParty } : {}) };
}

/** Runs a market step, turning its failure into the machine's. */
export async function runStep<T>(walletType: WalletType | null, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw toStepFailure(error, walletType);
  }
}

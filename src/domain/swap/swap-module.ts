import type { Network } from '../network';

/**
 * The swap module is pinned (issue 41): which module deposits go to and withdrawals pay is configuration the site is
 * built or served with, per network (the devnet's module on the devnet; the gateway operator's `--swap-module`), never
 * a field of the swap API's answer. The swap's config naming another module stops every deposit and withdrawal; a
 * network with no module configured is offered neither.
 */
export type SwapModules = Readonly<Partial<Record<Network, string>>>;

/** An inscription id: the reveal's txid and the inscription's index. */
export const isInscriptionId = (value: string): boolean => /^[0-9a-f]{64}i\d+$/.test(value);

/** The module pinned for `network`, or null when the site was given none (or not an inscription id). */
export function pinnedModule(modules: SwapModules | undefined, network: Network): string | null {
  const id = modules?.[network]?.trim().toLowerCase();
  return id && isInscriptionId(id) ? id : null;
}

const short = (id: string) => (id.length > 20 ? `${id.slice(0, 8)}…${id.slice(-6)}` : id || 'none');

/** The one line a panel shows where no module is pinned for the network: deposits and withdrawals are not offered. */
export const notOfferedWords = (network: Network): string =>
  `Deposits and withdrawals are not offered on ${network}: this site was not set up with the swap module for it.`;

/** Why a deposit or withdrawal is stopped, in the user's words; null when the swap's config names the pinned module. */
export function moduleProblem(pinned: string | null, named: string, network: Network, what: 'deposit' | 'withdrawal'): string | null {
  if (!pinned) return `${notOfferedWords(network)} Nothing was signed.`;
  if (named.trim().toLowerCase() === pinned) return null;
  return (
    `The swap names another module (${short(named)}) than the one this site is set up with (${short(pinned)}), so this ${what} is stopped: ` +
    'nothing of yours is sent to a module this site does not know. Nothing was signed.'
  );
}

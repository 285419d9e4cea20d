import type { ClaimStatus } from './deployer';
import type { Json } from './decoded';

/**
 * The deployer reads as the market answers them, decoded at the boundary: a row missing a field gets an empty
 * value, a claim status the app does not know makes the row unreadable, and an answer of the wrong shape fails in
 * words (no TypeError deeper in the page).
 */
export interface DeployerTick {
  readonly tick: string;
  readonly max: string;
  readonly minted: string;
  readonly royaltyRate: string;
}
export interface Claimable {
  readonly tick: string;
  readonly earned: number;
  readonly claimed: number;
  readonly claimable: number;
  readonly status: ClaimStatus;
}
export interface ClaimRecord {
  readonly id: string;
  readonly tick: string;
  readonly sats: number;
  readonly status: ClaimStatus;
  readonly time: number;
}
export interface ClaimResult {
  readonly tick: string;
  readonly sats: number;
  readonly status: ClaimStatus;
}

const STATUSES: readonly ClaimStatus[] = ['claiming', 'claimed', 'unclaimed', 'review', 'reject'];
type Row = Readonly<Record<string, Json>>;

const unreadable = (what: string) => new Error(`The market answered ${what} in a way this app cannot read. Reload the page to try again.`);
const rowOf = (value: Json): Row | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : null);
const text = (value: Json | undefined): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: Json | undefined): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const statusOf = (value: Json | undefined): ClaimStatus | null => STATUSES.find((s) => s === value) ?? null;
const rowsOf = (answer: Json, what: string): Row[] => {
  if (!Array.isArray(answer)) throw unreadable(what);
  return answer.map(rowOf).filter((row): row is Row => row !== null);
};

/** deployer_info: whether the address deployed a tick, and those ticks. */
export function deployerInfoOf(answer: Json): { readonly isDeployer: boolean; readonly ticks: readonly DeployerTick[] } {
  const row = rowOf(answer);
  if (!row) throw unreadable('your deployer record');
  const ticks = Array.isArray(row.ticks) ? row.ticks.map(rowOf).filter((t): t is Row => t !== null) : [];
  return {
    isDeployer: row.isDeployer === true,
    ticks: ticks.map((t) => ({ tick: text(t.tick), max: text(t.max), minted: text(t.minted), royaltyRate: text(t.royaltyRate) })),
  };
}

/** deployer_claimable_info: each tick's royalty earned, claimed and claimable. */
export function claimablesOf(answer: Json): readonly Claimable[] {
  return rowsOf(answer, 'the claimable royalties').flatMap((r) => {
    const status = statusOf(r.status);
    return status ? [{ tick: text(r.tick), earned: count(r.earned), claimed: count(r.claimed), claimable: count(r.claimable), status }] : [];
  });
}

/** deployer_history_info: the claims made, newest as the market orders them. */
export function claimRecordsOf(answer: Json): readonly ClaimRecord[] {
  return rowsOf(answer, 'the claim history').flatMap((r) => {
    const status = statusOf(r.status);
    return status ? [{ id: text(r.id), tick: text(r.tick), sats: count(r.sats), status, time: count(r.time) }] : [];
  });
}

/** deployer_claim: what the claim came to; an answer without a known status is the market's failure, in words. */
export function claimResultOf(answer: Json, tick: string): ClaimResult {
  const row = rowOf(answer);
  const status = statusOf(row?.status);
  if (!row || !status) throw { message: 'The market answered the claim in a way this app cannot read. Reload the page to see where the claim stands.' };
  return { tick: typeof row.tick === 'string' ? row.tick : tick, sats: count(row.sats), status };
}

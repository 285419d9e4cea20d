import type { Api } from '../api/create-api';

/**
 * The market's check of a signed-in address on entry (entry_inspection, kept an hour): whether it is flagged and why,
 * with the address it is about; nothing is read for a visitor (no address).
 */
export async function readEntryInspection(api: Pick<Api, 'entryInspection'>, address: string | null) {
  if (!address) return null;
  const answer = await api.entryInspection(address);
  return { address, flagged: answer.flagged, reason: answer.reason ?? 'no reason given' };
}

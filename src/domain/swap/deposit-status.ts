/**
 * Where a deposit into the swap stands. The open API's deposit_list names no status, only the confirmations it has
 * (`cur`) of those the module waits for (`sum`): with all of them it is credited. An answer that does name one (the
 * devnet's own road) is taken as it is.
 */
export function depositStatus(cur: number, sum: number, named: 'pending' | 'success' | null | undefined): 'pending' | 'success' {
  return named ?? (cur >= sum ? 'success' : 'pending');
}

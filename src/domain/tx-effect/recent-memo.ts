/**
 * A pure function's recent answers, by key: the check reads the same PSBT, address and script many times over (each
 * Taproot key in them is validated again on every read, a square root on the curve), so each is worked out once. At
 * most `size` answers are kept, the oldest dropped first; an answer is the same object each time, for reading only.
 */
export function recentMemo<V>(size: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key)!;
    const value = compute(key);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}

import type { AssetsState, InscriptionRecord } from './assets-state';

/**
 * The inscriptions on each outpoint, worked out once for each version of the state's inscriptions (every change saves
 * a new object): a market list of 2,000 rows asks once a row, and looking through every inscription each time was
 * most of the devnet's work in the browser tests (7 core-seconds).
 */
export function createOutpointIndex(inscriptions: () => AssetsState['inscriptions']) {
  const versions = new WeakMap<AssetsState['inscriptions'], ReadonlyMap<string, readonly InscriptionRecord[]>>();
  const indexOf = (all: AssetsState['inscriptions']) => {
    const built = new Map<string, InscriptionRecord[]>();
    for (const i of Object.values(all)) {
      if (!i.location) continue;
      const at = `${i.location.txid}:${i.location.vout}`;
      const here = built.get(at);
      if (here) here.push(i);
      else built.set(at, [i]);
    }
    versions.set(all, built);
    return built;
  };
  return (txid: string, vout: number): InscriptionRecord[] => {
    const all = inscriptions();
    return [...((versions.get(all) ?? indexOf(all)).get(`${txid}:${vout}`) ?? [])];
  };
}

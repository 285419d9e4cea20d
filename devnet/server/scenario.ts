import type { TamperKind } from '../market/tamper';

/**
 * What the control surface sets up for the next calls and keeps in memory only: a market PSBT to tamper
 * with (control 'market/tamper') and sats the next inscribe order asks for on top of the fee rule
 * (control 'orders/tamper').
 */
export interface Scenario {
  marketTamper: TamperKind | null;
  orderOvercharge: number;
}

export const createScenario = (): Scenario => ({ marketTamper: null, orderOvercharge: 0 });

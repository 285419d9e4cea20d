import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

/** An address's brc-20 balances in the swap: per tick, and a token as the pickers list it. */
export type SwapBalanceRes = Decoded<typeof Sch.BalanceSchema>;
export type AddressTickBalance = SwapBalanceRes['balance'];
export type SelectItem = Decoded<typeof Sch.SelectSchema>[number];

import type { Decoded } from '../decoded';
import type * as Sch from './swap-schemas';

/** The swap module's settings and state as the sequencer answers them: its config, and whether it is committing now. */
export type SwapConfig = Decoded<typeof Sch.ConfigSchema>;
export type SystemStatusRes = Decoded<typeof Sch.SystemStatusSchema>;

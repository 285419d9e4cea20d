/** An input and an output of the PSBT under check, as the check reads them (check-effect.ts). */
export interface In {
  readonly index: number;
  readonly txid: string;
  readonly vout: number;
  readonly amount: bigint | null;
  readonly script: Uint8Array | undefined;
  readonly field: number | undefined;
  readonly role: 'ordinals' | 'payment' | null;
  readonly nonWitnessProof: boolean;
}
export type Out = {
  readonly amount: bigint;
  readonly script: Uint8Array | undefined;
  readonly owner: 'ordinals' | 'payment' | 'note' | 'runestone' | 'unknown' | { party: string };
};

import { feeAtRate } from '../fee-chooser';

/**
 * A deposit's network fee, as the dialog shows it before the server builds the transaction: the fee rate
 * times the most a deposit weighs (the inscription's input, up to two fee inputs, the module's output and
 * change: 300 vbytes, ours). The PSBT check refuses a transaction that leaves more to miners.
 */
export const DEPOSIT_VSIZE_CEILING = 300;

export const depositFeeCeiling = (feeRate: number): bigint => feeAtRate(feeRate, DEPOSIT_VSIZE_CEILING);

/** Each of the user's withdrawal transactions (the payment, the approval, a cancel) weighs at most this (ours). */
export const WITHDRAW_TX_VSIZE_CEILING = 200;
export const withdrawTxFeeCeiling = (feeRate: number): bigint => feeAtRate(feeRate, WITHDRAW_TX_VSIZE_CEILING);

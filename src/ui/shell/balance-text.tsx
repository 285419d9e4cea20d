import { formatSatsAsBtc } from '../../domain/currency';

/** 'Balance 0.0153 BTC': the wallet's BTC, exact (big.js), with the display decimals. */
export default function BalanceText({ sats }: { sats: number }) {
  return <>Balance {formatSatsAsBtc(sats)} BTC</>;
}

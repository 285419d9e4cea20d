import { Decimal, toDecimal } from '../decimal';
import { formatMessage } from '../messages';

/**
 * The brc-20 listing's choice: a transfer inscription the user holds, or a custom amount
 * (1 up to the safe available balance) inscribed as a transfer first. Inscriptions already listed, or with
 * fewer confirmations than onSaleConfirmBlocks, are shown faded and cannot be chosen; the list is sorted
 * unlisted, then unconfirmed, then listed, each by amount descending.
 */
export interface TransferChoice {
  readonly inscriptionId: string;
  readonly inscriptionNumber: number;
  readonly amount: string;
  readonly confirmations: number;
  readonly listed: boolean;
}
export type ChoiceState = 'ready' | 'unconfirmed' | 'listed';

export function choiceState(choice: TransferChoice, onSaleConfirmBlocks: number): ChoiceState {
  if (choice.listed) return 'listed';
  return choice.confirmations < onSaleConfirmBlocks ? 'unconfirmed' : 'ready';
}

const RANK: Readonly<Record<ChoiceState, number>> = { ready: 0, unconfirmed: 1, listed: 2 };

export function sortTransferChoices(choices: readonly TransferChoice[], onSaleConfirmBlocks: number): TransferChoice[] {
  return [...choices].sort(
    (a, b) =>
      RANK[choiceState(a, onSaleConfirmBlocks)] - RANK[choiceState(b, onSaleConfirmBlocks)] ||
      toDecimal(b.amount).comparedTo(toDecimal(a.amount)) ||
      a.inscriptionNumber - b.inscriptionNumber,
  );
}

/**
 * A custom amount to sell: a number from 1 to the safe available balance, with no more decimals than the tick's
 * (`decimals`, 18 unless its deploy said fewer: the indexer rejects a transfer with more, and its inscription fee is
 * lost); '' marks the field in error.
 */
export function customAmountProblem(amount: string, safeAvailable: string, decimals: number): string | null {
  const text = amount.trim();
  if (text === '') return 'Enter an amount.';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'Enter a number.';
  if ((text.split('.')[1]?.length ?? 0) > decimals) return formatMessage('amount_decimals', { x: decimals });
  const value = toDecimal(text);
  if (value.lt(1)) return 'The amount must be at least 1.';
  const available = toDecimal(safeAvailable || '0');
  if (value.gt(available)) return `You have ${available.toFixed()} available to sell.`;
  return null;
}

/**
 * What a custom amount may sell for a unit, told before the transfer is inscribed (and paid for): the market takes
 * a listing's total in whole sats between its bounds, and a unit's price is the total over the amount, so `amount`
 * units go from the least total over the amount to the most (to 8 decimals: up at the least, down at the most).
 * Null while the amount is not a number of at least 1.
 */
export function unitPriceRange(
  amount: string,
  bounds: { readonly min: Decimal; readonly max: Decimal },
): { readonly min: string; readonly max: string } | null {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || toDecimal(text).lt(1)) return null;
  const units = toDecimal(text);
  return {
    min: bounds.min.div(units).toDecimalPlaces(8, Decimal.ROUND_UP).toFixed(),
    max: bounds.max.div(units).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
  };
}

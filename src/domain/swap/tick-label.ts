import { isHidden } from '../name-safety';
import { analyse, hasNonKeyboardSymbols } from '../text-safety';

/**
 * A tick as the swap shows it: as it is, so 🐸 reads 🐸 as in the message the wallet asks the user to sign (a view
 * renders it as text, which React escapes). Only hidden characters (bidi controls, zero-width and other invisible
 * ones) are URL-encoded, so nothing can hide in it or reverse what follows.
 */
export function swapTickText(tick: string): string {
  return analyse(tick, isHidden)
    .segments.map((s) => s.text)
    .join('');
}

/** True when the tick holds symbols not on a keyboard: the swap shows the warning beside it. */
export const swapTickWarned = (tick: string): boolean => hasNonKeyboardSymbols(tick);

/** A tick as plain text where no markup can go (an option, a message): as it is, with ⚠ beside it when it is warned about. */
export function swapTickLabel(tick: string): string {
  const text = swapTickText(tick);
  return swapTickWarned(tick) ? `${text} ⚠` : text;
}

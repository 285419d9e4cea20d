import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, number | 'first' | 'last'>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

/**
 * A radio group's keys, as WAI-ARIA's radio group has them: the arrows move to the next or previous choice (wrapping),
 * Home and End to the first and last, and the choice moved to is chosen. Put on the element with role="radiogroup";
 * its radios take tabIndex 0 when checked and -1 otherwise, so Tab enters the group once.
 */
export function radioGroupKeys(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (step === undefined) return;
  const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')).filter((r) => !r.hasAttribute('disabled'));
  if (radios.length === 0) return;
  const at = radios.findIndex((r) => r === document.activeElement);
  const next = step === 'first' ? radios[0]! : step === 'last' ? radios[radios.length - 1]! : radios[(Math.max(at, 0) + step + radios.length) % radios.length]!;
  event.preventDefault();
  next.focus();
  next.click();
}

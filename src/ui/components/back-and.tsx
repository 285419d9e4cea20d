import type { ReactNode } from 'react';
import { button } from '../theme/ui.css';

/** A dialog step's two buttons: Back, and the step's own action (Buy, Sign, Claim, Pay, Try again). */
export function BackAnd({
  onBack,
  onGo,
  children,
  testId,
  disabled,
}: {
  onBack: () => void;
  onGo: () => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className={button.default} onClick={onBack}>
        Back
      </button>
      <button type="button" className={button.primary} onClick={onGo} disabled={disabled} data-testid={testId}>
        {children}
      </button>
    </>
  );
}

import { button } from '../theme/ui.css';

/**
 * A page's own action that runs a while (Claim, Pay): off and aria-busy while it runs, and saying so in its
 * busy words ("Claiming…"), so a second press cannot start it twice.
 */
export function BusyButton({
  label,
  busyLabel,
  busy,
  onPress,
  testId,
  primary = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onPress: () => void;
  testId: string;
  primary?: boolean;
}) {
  return (
    <button type="button" className={primary ? button.primary : button.default} disabled={busy} aria-busy={busy} onClick={onPress} data-testid={testId}>
      {busy ? busyLabel : label}
    </button>
  );
}

import { fireEvent, screen, within } from '@testing-library/react';

/** A fee option of the chooser on screen, by the name it starts with (Economy, Normal, Custom). */
export const feeRadio = (name: string) => within(screen.getByRole('radiogroup', { name: 'Fee rate' })).getByRole('radio', { name: new RegExp(`^${name}`) });

/**
 * How a user makes the fee chooser's events, for a view driver (`children.feeChooser` where a flow invokes it, or the
 * chooser's own): an option clicked; a custom rate typed, after picking Custom when it is not (its input shows only then).
 */
export const feeChooserGestures = {
  SELECT: (_actor: unknown, event: { option: string }) => void fireEvent.click(feeRadio(event.option)),
  TYPE_CUSTOM_RATE: (_actor: unknown, event: { text: string }) => {
    const type = () => void fireEvent.change(screen.getByRole('spinbutton', { name: 'Custom fee rate in sats/vB' }), { target: { value: event.text } });
    if ((feeRadio('Custom') as HTMLInputElement).checked) return type();
    fireEvent.click(feeRadio('Custom'));
    return type;
  },
} as const;

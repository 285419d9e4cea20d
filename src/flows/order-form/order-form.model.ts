import { createFlowModel } from '../testing/flow-model';
import { feeChooserChild } from '../fee-chooser/fee-chooser.child';
import { orderFormMachine } from './order-form.machine';

export const orderFormModel = createFlowModel({
  name: 'order-form',
  machine: orderFormMachine,
  // The fee chooser runs inside the form's flow: its own states and gestures are walked with the form's.
  children: {
    // The form shows the chooser all along (its options off while the order is placed).
    feeChooser: feeChooserChild(() => true),
  },
  events: [{ type: 'PLACE' }, { type: 'REFUSED' }],
  eventWords: {
    FEE_RATE: (event: Record<string, unknown>) => `The fee chooser tells the form ${String(event.rate)} sats/vB`,
    PLACE: 'The user presses Inscribe',
    REFUSED: 'The order is refused before it is made (a name is inscribed already)',
  },
  serializeContext: (context) => ({ rate: context.feeRate, refused: context.refused }),
  contextWords: (snapshot) => {
    const { feeRate, refused } = snapshot.context as { feeRate: number | null; refused: boolean };
    const rate = feeRate === null ? 'No fee rate is chosen yet: the fee panel asks for one.' : `The fee panel shows the network fee at ${feeRate} sats/vB.`;
    return refused ? `${rate} The form says why the order was refused.` : rate;
  },
  preconditions: ['Signed in with coins (on the devnet: Account 2).', 'Inscribe, Text: hello typed.'],
});

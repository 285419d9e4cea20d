import type { Api } from '../../services/api/create-api';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';

/** The order form's actors: its fee chooser with the fee source (it tells the form each rate chosen). No React. */
export function orderFormActors(services: { readonly api: () => Promise<Api> }) {
  return { feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(services) }) };
}

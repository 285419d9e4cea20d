import { batchListModel } from './batch-list/batch-list.model';
import { bulkListingModel } from './bulk-listing/bulk-listing.model';
import { bidWatchModel } from './bid-watch/bid-watch.model';
import { blindMintModel } from './blind-mint/blind-mint.model';
import { brc20ListModel } from './brc20-list/brc20-list.model';
import { buyModel } from './buy/buy.model';
import { listModel } from './list/list.model';
import { marketClaimModel } from './market-claim/market-claim.model';
import { opCommitModel } from './op-commit/op-commit.model';
import { orderFormModel } from './order-form/order-form.model';
import { pizzaClaimModel } from './pizza-claim/pizza-claim.model';
import { swapOpModel } from './swap-op/swap-op.model';
import { depositModel } from './swap-op/deposit.model';
import { signingStepModel } from './shared/signing-step.model';
import { serviceCallModel } from './service-call/service-call.model';
import { splitOutputModel } from './split-output/split-output.model';
import { sweepModel } from './sweep/sweep.model';
import { updatePriceModel } from './update-price/update-price.model';
import { clockDriftModel } from './clock-drift/clock-drift.model';
import { deployerClaimModel } from './deployer-claim/deployer-claim.model';
import { feeChooserModel } from './fee-chooser/fee-chooser.model';
import { inscribeOrderModel } from './inscribe-order/inscribe-order.model';
import type { FlowModel } from './testing/flow-model-types';
import { toastModel } from './toast/toast.model';
import { unlistModel } from './unlist/unlist.model';
import { walletConnectModel } from './wallet-connect/wallet-connect.model';
import { withdrawModel } from './withdraw/withdraw.model';
import type { AnyStateMachine } from 'xstate';

/**
 * Every flow's model, by the name QA uses (`npm run paths -- <name>`). A new flow adds one line here,
 * and the registry test fails until its model covers every state and transition.
 */
export const flowModels: Readonly<Record<string, FlowModel<AnyStateMachine>>> = {
  'batch-list': batchListModel,
  'bid-watch': bidWatchModel,
  'blind-mint': blindMintModel,
  'bulk-listing': bulkListingModel,
  'brc20-list': brc20ListModel,
  buy: buyModel,
  'clock-drift': clockDriftModel,
  'deployer-claim': deployerClaimModel,
  deposit: depositModel,
  'fee-chooser': feeChooserModel,
  'inscribe-order': inscribeOrderModel,
  toast: toastModel,
  list: listModel,
  'market-claim': marketClaimModel,
  'op-commit': opCommitModel,
  'order-form': orderFormModel,
  'pizza-claim': pizzaClaimModel,
  'service-call': serviceCallModel,
  'signing-step': signingStepModel,
  'split-output': splitOutputModel,
  'swap-op': swapOpModel,
  sweep: sweepModel,
  unlist: unlistModel,
  'update-price': updatePriceModel,
  'wallet-connect': walletConnectModel,
  withdraw: withdrawModel,
};

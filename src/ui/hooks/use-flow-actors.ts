import { useState } from 'react';
import type { FlowServices } from '../../flows/shared/flow-services';
import type { AppServices } from '../../services/app-services';
import { useNetwork } from './network-context';
import { useServices } from './services';
import { useWalletSigner } from './wallet-context';

/**
 * A dialog's flow actors, made once from its `<flow>.actors.ts` factory over what every flow takes (the API, the
 * connected wallet's signer, the network the visitor works on); `app` is there for a factory that also reads the
 * app's configuration or stores.
 */
export function useFlowActors<T>(make: (services: FlowServices, app: AppServices) => T): T {
  const app = useServices();
  const signer = useWalletSigner();
  // The network the visitor works on (pinned to testnet on the devnet): the check reads addresses on it.
  const { network } = useNetwork();
  const [actors] = useState(() => make({ api: app.api, signer, network }, app));
  return actors;
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { ToastProvider } from '../../src/ui/components/toast';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';

/**
 * What a market dialog's model-based test mounts it in: the app's services over a network that never answers
 * (every server step is settled by the path, through the machine's controlled actors), the toaster, and a
 * signer for a single-address wallet at `address`.
 */
export function renderDialog(
  dialog: ReactNode,
  address: string,
  options: {
    readonly feesOffline?: boolean;
    readonly noWallet?: boolean;
    /** A read the view makes itself (not a flow's step), answered by URL with its data (undefined: never answered). */
    readonly reads?: (url: string) => unknown;
  } = {},
) {
  // With feesOffline the mempool fails at once, so a fee chooser falls back to its default rates (Normal chosen).
  const fetch = ((input: RequestInfo | URL) => {
    if (options.feesOffline && String(input).includes('/mempool')) return Promise.reject(new TypeError('offline'));
    const data = options.reads?.(String(input));
    return data === undefined ? new Promise<Response>(() => {}) : Promise.resolve(Response.json({ code: 0, msg: 'ok', data }));
  }) as unknown as typeof globalThis.fetch;
  const services = createAppServices(readAppConfig(), { fetch, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
  const signer = {
    walletType: 'unisat',
    account: { ordinalsAddress: address, paymentAddress: address, ordinalsPubKey: '', paymentPubKey: '' },
  } as unknown as WalletSigner;
  return render(
    <ServicesProvider services={services}>
      <ToastProvider>
        <WalletSignerProvider signer={options.noWallet ? null : signer}>{dialog}</WalletSignerProvider>
      </ToastProvider>
    </ServicesProvider>,
  );
}

/**
 * Renders a dialog in `renderDialog`'s world and returns the actor it runs: `dialog` is given the `onActor` its
 * `testing` prop reports the running actor to (the model test then drives and checks that actor).
 */
export function renderDialogActor(
  dialog: (onActor: (actor: AnyActorRef) => void) => ReactNode,
  address: string,
  options: Parameters<typeof renderDialog>[2] = {},
): AnyActorRef {
  let running: AnyActorRef | undefined;
  renderDialog(
    dialog((actor) => (running = actor)),
    address,
    options,
  );
  if (!running) throw new Error('The dialog did not report its running actor');
  return running;
}

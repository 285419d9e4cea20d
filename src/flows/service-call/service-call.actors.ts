import { fromPromise } from 'xstate';
import type { Api } from '../../services/api/create-api';
import { failureMessage } from '../../services/http/error-routing';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';

/** A call's failure in the user's words: the catalogue's, else its own text, else `otherwise`. */
const inWords = (error: unknown, otherwise: string) => ({ message: failureMessage(error) || (error instanceof Error ? error.message : '') || otherwise });

const serviceCall = (run: (input: unknown) => Promise<string | null>, otherwise: string) =>
  fromPromise<string | null, unknown>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw inWords(error, otherwise);
    }
  });

/** A page a payment service answers may be opened only over https (or on `base`'s own origin: the devnet's stand-in). */
export function paymentPage(url: string, base: string, service: string): string {
  const target = new URL(url, base);
  if (target.protocol !== 'https:' && target.origin !== new URL(base).origin) throw new Error(`${service} answered an address that is not a secure web page.`);
  return target.href;
}

/** MixPay's order for an inscribe order (input: its id): the payment page to open. */
export const mixpayOrderActors = (api: () => Promise<Api>, base: string) => ({
  call: serviceCall(
    async (orderId) => paymentPage((await (await api()).basic.createMixpayOrder(String(orderId))).payUrl, base, 'MixPay'),
    'MixPay did not answer.',
  ),
});

/** Buy BTC's provider page for the wallet's address (input: the address): a web page, nothing else. */
export const moonpayPageActors = (api: () => Promise<Api>, base: string) => ({
  call: serviceCall(async (address) => {
    const target = new URL((await (await api()).external.moonpayCreate(String(address))).url, base);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('The provider answered an address that is not a web page.');
    return target.href;
  }, 'The provider did not answer.'),
});

/** The market stopped for maintenance (input: the operator's password, sent once and kept nowhere). */
export const maintenanceActors = (api: () => Promise<Api>) => ({
  call: serviceCall(async (password) => {
    await (await api()).market.managerMaintain(String(password));
    return null;
  }, 'The market did not answer. Nothing was changed.'),
});

/** The wallet inscribes a brc-20 transfer for a deposit (input: the tick and the amount); a failure in the wallet's words. */
export const inscribeTransferActors = (signer: WalletSigner | null) => ({
  call: fromPromise<string | null, unknown>(async ({ input }) => {
    const { tick, amount } = input as { tick: string; amount: string };
    if (!signer) throw { message: 'Connect a wallet to inscribe a transfer.' };
    try {
      await signer.inscribeTransfer(tick, amount);
      return null;
    } catch (error) {
      throw { message: (error instanceof Error ? error.message : String(error)) || 'The wallet could not inscribe the transfer.' };
    }
  }),
});

import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { toStepFailure } from './run-step';
import { provideSigning } from './signing-step.machine';

/**
 * A message claim's signing step (the deployer's royalty, the pizza): the wallet signs the flow's claim message for the
 * request (BIP-322 simple), then the flow's `send` sends the claim with the signature. `wallet` is read when Claim is
 * pressed: without one nothing is signed or sent. Each failure is the step's, in the user's words. No React.
 */
export function provideMessageClaim<TRequest, TSent>(
  wallet: () => WalletSigner | null,
  claim: { readonly message: (request: TRequest) => string; readonly send: (request: TRequest, signature: string) => Promise<TSent> },
) {
  const sign = async (request: TRequest): Promise<string> => {
    const current = wallet();
    if (!current) throw { message: 'Connect your wallet to claim.' };
    try {
      return await current.signMessage(claim.message(request), 'bip322-simple');
    } catch (error) {
      throw toStepFailure(error, current.walletType);
    }
  };
  const send = async (request: TRequest, signature: string): Promise<TSent> => {
    try {
      return await claim.send(request, signature);
    } catch (error) {
      throw toStepFailure(error, wallet()?.walletType ?? null);
    }
  };
  return provideSigning<TRequest, string, TSent>({ sign, send: ({ request, signed }) => send(request, signed) });
}

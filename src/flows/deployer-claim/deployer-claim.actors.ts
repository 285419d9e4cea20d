import { claimMessage } from '../../domain/deployer';
import { claimResultOf, type ClaimResult } from '../../domain/deployer-reads';
import type { Api } from '../../services/api/create-api';
import type { WalletSigner } from '../../services/wallet-session/wallet-signer';
import { toStepFailure } from '../shared/run-step';
import { provideSigning } from '../shared/signing-step.machine';
import type { DeployerClaimRequest } from './deployer-claim.machine';

/**
 * A deployer's royalty claim, as one signing step: the wallet signs the claim message for the tick (BIP-322 simple),
 * then the claim is sent with the signature. `wallet` is read when Claim is pressed. No React.
 */
export function createDeployerClaimActors(services: { readonly api: () => Promise<Api>; readonly wallet: () => WalletSigner | null }, address: string) {
  const sign = async (request: DeployerClaimRequest): Promise<string> => {
    const current = services.wallet();
    if (!current) throw { message: 'Connect your wallet to claim.' };
    try {
      return await current.signMessage(claimMessage(address, request.tick), 'bip322-simple');
    } catch (error) {
      throw toStepFailure(error, current.walletType);
    }
  };
  const submit = async (request: DeployerClaimRequest, signature: string): Promise<ClaimResult> => {
    try {
      return claimResultOf(await (await services.api()).market.deployerClaim({ address, tick: request.tick, sign: signature }), request.tick);
    } catch (error) {
      throw toStepFailure(error, services.wallet()?.walletType ?? null);
    }
  };
  return {
    signingStep: provideSigning<DeployerClaimRequest, string, ClaimResult>({ sign, send: ({ request, signed }) => submit(request, signed) }),
  };
}

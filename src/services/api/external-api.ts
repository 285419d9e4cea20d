import type { Json } from '../../domain/entities';
import type { HttpClient } from '../http/http-client';

/** The external layer (30 s). */
export function createExternalApi(deps: { external: HttpClient }) {
  const { external } = deps;
  return {
    xverseCreatePayment: (body: { fromAddress: string; fromPubkey: string; toAddress: string; paySatoshi: number; feeRate: number }) =>
      external.post<{ psbtHex: string; inputsToSign: readonly { address: string; signingIndexes: readonly number[] }[] }>('/xverse/create-payment', body),
    xverseBroadcast: (psbtBase64: string) => external.post<{ txid: string }>('/xverse/broadcast', { psbtBase64 }),
    /** Card payment session: opens the provider's page. */
    moonpayCreate: (address: string) => external.post<{ url: string }>('/moonpay/create', { address }),
    previewSimpleSummary: (query: { inscriptionId?: string; address?: string }) => external.get<Json>('/preview/simple-summary', { query }),
  };
}

export type ExternalApi = ReturnType<typeof createExternalApi>;

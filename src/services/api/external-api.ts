import * as v from 'valibot';
import type { HttpClient } from '../http/http-client';
import { decodeAnswer } from '../http/decode';

/** The external layer's answers, decoded where they enter (ours: the spec names the calls, not their shapes). */
const XversePayment = v.object({
  psbtHex: v.string(),
  inputsToSign: v.array(v.object({ address: v.string(), signingIndexes: v.array(v.pipe(v.number(), v.integer())) })),
});
const Txid = v.object({ txid: v.string() });
const Url = v.object({ url: v.string() });

/** The external layer (30 s). */
export function createExternalApi(deps: { external: HttpClient }) {
  const { external } = deps;
  const post =
    <S extends v.GenericSchema>(schema: S, call: string) =>
    async (path: string, body: unknown): Promise<v.InferOutput<S>> =>
      decodeAnswer(schema, await external.post<unknown>(path, body), { layer: 'external', call });
  return {
    xverseCreatePayment: (body: { fromAddress: string; fromPubkey: string; toAddress: string; paySatoshi: number; feeRate: number }) =>
      post(XversePayment, 'xverse/create-payment')('/xverse/create-payment', body),
    xverseBroadcast: (psbtBase64: string) => post(Txid, 'xverse/broadcast')('/xverse/broadcast', { psbtBase64 }),
    /** Card payment session: opens the provider's page. */
    moonpayCreate: (address: string) => post(Url, 'moonpay/create')('/moonpay/create', { address }),
    /** A link preview's summary of an inscription, a collection or an address: the item and collection pages put it in their head. */
    previewSimpleSummary: async (query: { inscriptionId?: string; collectionId?: string; address?: string }) =>
      decodeAnswer((await import('./page-schemas')).PreviewSummary, await external.get<unknown>('/preview/simple-summary', { query }), {
        layer: 'external',
        call: 'preview/simple-summary',
      }),
  };
}

export type ExternalApi = ReturnType<typeof createExternalApi>;

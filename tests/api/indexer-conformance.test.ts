import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/http/api-error';
import { decodeAnswer } from '../../src/services/http/decode';
import { failureMessage } from '../../src/services/http/error-routing';
import * as s from '../../src/services/api/indexer-schemas';
import { INDEXER_MINIMAL } from './indexer-answers';

/**
 * Conformance of the query layer's schemas (issue 25), one case per open-API call the app decodes: an answer made
 * from the swagger's schema (indexer-answers.ts) decodes; without its first field it is one bad-response error
 * naming the call and the field. The devnet's answers go through the same schemas in tests/devnet/indexer-conformance.test.ts.
 */
describe("the indexer's answers as UniSat's open API sends them (issue 25)", () => {
  it.each(INDEXER_MINIMAL)('%s (%s): an answer with the fields the app reads, in the swagger types, decodes', (call, _path, schema, answer) => {
    expect(() => decodeAnswer(schema, answer, { layer: 'query', call })).not.toThrow();
  });

  it.each(INDEXER_MINIMAL.filter(([, , , a]) => !Array.isArray(a)))(
    '%s: without its first field, one error naming the call and the field',
    (call, _path, schema, answer) => {
      const [first] = Object.keys(answer);
      const rest = Object.fromEntries(Object.entries(answer).filter(([k]) => k !== first));
      let caught: unknown = null;
      try {
        decodeAnswer(schema, rest, { layer: 'query', call });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ApiError);
      expect(failureMessage(caught)).toBe(`The indexer's answer to ${call} is missing \`${first}\`. Try again later.`);
    },
  );

  const answer = (call: string) => INDEXER_MINIMAL.find(([c]) => c === call)![3] as Record<string, unknown>;

  it('inscription-data: the outpoint comes from utxo.txid and utxo.vout; no height is unconfirmed', () => {
    const out = decodeAnswer(s.InscriptionData, answer('inscription-data'), { layer: 'query', call: 'inscription-data' });
    expect(out.inscription[0]).toMatchObject({ output: `${'ab'.repeat(32)}:0`, satoshi: 546, timestamp: 0, inscriptionNumber: 7 });
    // The old shape ({list:[{output}]}) is refused by name, not read as data.
    expect(() => decodeAnswer(s.InscriptionData, { list: [{ output: 'x:0' }], total: 1 }, { layer: 'query', call: 'inscription-data' })).toThrow(
      "The indexer's answer to inscription-data is missing `cursor`.",
    );
  });

  it('runes: mints and terms.cap arrive as text and leave as exact bigints (500 of 234000 is less, not more as text)', () => {
    const out = decodeAnswer(s.RunesInfoList, answer('runes/info-list'), { layer: 'query', call: 'runes/info-list' });
    expect(out.detail[0]).toMatchObject({ mints: 500n, terms: { amount: '1', cap: 234_000n } });
    expect(out.detail[0]!.mints < out.detail[0]!.terms!.cap).toBe(true);
  });

  it("brc-20: the address's tick info gives transferableInscriptions; the transferable list is {detail,start,total}", () => {
    expect(() =>
      decodeAnswer(s.AddressTickInfo, { ...answer('brc20/{tick}/info'), transferableInscriptions: undefined, detail: [] }, { layer: 'query', call: 'x' }),
    ).toThrow('is missing `transferableInscriptions`');
    expect(() => decodeAnswer(s.TransferableInscriptions, { list: [], total: 0 }, { layer: 'query', call: 'transferable-inscriptions' })).toThrow(
      'is missing `detail`',
    );
  });

  it('inscription/info keeps the holder (the swap module is its inscription holder) and the utxo', () => {
    const out = decodeAnswer(s.InscriptionInfo, { ...answer('inscription/info'), address: 'bc1pmodule' }, { layer: 'query', call: 'inscription/info' });
    expect(out).toMatchObject({ address: 'bc1pmodule', utxo: { txid: 'ab'.repeat(32), vout: 0, satoshi: 546 } });
  });

  it('inscription/info of a burned inscription (no utxo, as the real indexer answers one) decodes: search can still show it', () => {
    const out = decodeAnswer(s.InscriptionInfo, { ...answer('inscription/info'), utxo: null }, { layer: 'query', call: 'inscription/info' });
    expect(out.utxo).toBeUndefined();
    expect(out.inscriptionNumber).toBe(7);
  });
});

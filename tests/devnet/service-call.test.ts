import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { maintenanceActors, moonpayPageActors, paymentPage } from '../../src/flows/service-call/service-call.actors';
import { serviceCallMachine } from '../../src/flows/service-call/service-call.machine';
import { startDevnet } from './devnet-harness';

/** The one-call flow with its real actors against the devnet's market: what the operator's and Buy BTC's pages show. */
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
}, 60_000);
afterAll(() => h?.close());

const settled = (s: SnapshotFrom<typeof serviceCallMachine>) => s.matches('done') || s.matches('failed');

describe('service-call over the devnet', () => {
  it("the operator's wrong password: the market's words, nothing changed; the right one stops the market; the password is never kept", async () => {
    const actor = createActor(serviceCallMachine.provide({ actors: maintenanceActors(async () => h.api()) })).start();
    actor.send({ type: 'START', input: 'guess' });
    expect(actor.getSnapshot().context.input).toBe('guess');
    const refused = await waitFor(actor, settled);
    expect(refused.value).toBe('failed');
    expect(refused.context).toEqual({ input: null, output: null, error: 'The password is not right. Nothing was changed.' });
    expect(((await h.control('/state')).data.flags as { marketMaintenance?: boolean }).marketMaintenance).not.toBe(true);
    actor.send({ type: 'START', input: 'devnet-operator' });
    const stopped = await waitFor(actor, settled);
    expect(stopped.value).toBe('done');
    expect(stopped.context).toEqual({ input: null, output: null, error: null });
    expect(((await h.control('/state')).data.flags as { marketMaintenance?: boolean }).marketMaintenance).toBe(true);
  });

  it("Buy BTC: the provider's page for the address, on the site's origin", async () => {
    const actor = createActor(serviceCallMachine.provide({ actors: moonpayPageActors(async () => h.api(), 'https://site.example/') })).start();
    const address = 'tb1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqlqt9zj';
    actor.send({ type: 'START', input: 'tb1qexample' });
    expect((await waitFor(actor, settled)).context.error).toBe("'tb1qexample' is not a testnet address.");
    actor.send({ type: 'START', input: address });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context).toEqual({ input: null, output: `https://site.example/devnet/card-payment?address=${address}`, error: null });
  });

  it('a payment page is opened only over https, or on the page’s own origin', () => {
    expect(paymentPage('https://mixpay.me/pay/1', 'http://127.0.0.1:5173/', 'MixPay')).toBe('https://mixpay.me/pay/1');
    expect(paymentPage('/devnet/mixpay/1', 'http://127.0.0.1:5173/', 'MixPay')).toBe('http://127.0.0.1:5173/devnet/mixpay/1');
    expect(() => paymentPage('http://evil.example/pay', 'http://127.0.0.1:5173/', 'MixPay')).toThrow(
      'MixPay answered an address that is not a secure web page.',
    );
    expect(() => paymentPage('javascript:alert(1)', 'https://site.example/', 'MixPay')).toThrow('MixPay answered an address that is not a secure web page.');
  });
});

import { fireEvent, waitFor, within } from '@testing-library/dom';
import { TEST_NETWORK } from '@scure/btc-signer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { signInputs } from '../../devnet/wallet/sign-inputs';
import { createWidget } from '../../src/widget/create-widget';
import type { HostWallet, WidgetHandle, WidgetOptions } from '../../src/widget/widget-api';
import { startDevnet } from '../devnet/devnet-harness';
import { vars } from '../../src/ui/theme/theme.css';

/**
 * The widget as it ships: `createWidget`, the very modules of the site, on Preact's React layer (this project's
 * aliases are the widget build's), against a seeded devnet. A host page on another origin is what the browser
 * tests show; here the same widget is driven by its shadow root's words.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
const widgets: WidgetHandle[] = [];
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.ensureSeeded();
}, 60_000);
afterAll(() => h?.close());
// Each test on the seed as it was: a purchase or a swap before it changes nothing here.
beforeEach(() => h.devnet.reset());
afterEach(() => {
  widgets.splice(0).forEach((w) => w.destroy());
  document.body.replaceChildren();
});

/** The devnet's clock is the tests' epoch: the widget's requests are stamped with it (the market refuses a skewed clock). */
function atDevnetTime() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(h.now());
}

function place(options: Omit<WidgetOptions, 'api' | 'network' | 'display' | 'target'>) {
  const slot = document.createElement('div');
  document.body.append(slot);
  const handle = createWidget({ ...options, display: 'integrated', target: slot, api: { base: `${h.origin}/api` }, network: 'testnet' } as WidgetOptions);
  widgets.push(handle);
  const element = slot.querySelector('bitcoin-assets-widget')!;
  // The widget's root: the container its shadow root holds (its style sheets are adopted, not elements).
  const root = element.shadowRoot!.querySelector('div')!;
  return { handle, element, root, view: within(root) };
}

/** A wallet the host page connected: Account 2 (Bob) of the dev wallet, signing with its own keys (saying no to the first `refuse` PSBTs). */
function hostWallet(refuse = 0): HostWallet & { readonly signed: string[] } {
  const bob = deriveAccounts()[1]!;
  const signed: string[] = [];
  return {
    signed,
    walletType: 'unisat',
    account: {
      ordinalsAddress: bob.ordinalsAddress,
      ordinalsPubKey: bob.ordinalsPubKey,
      paymentAddress: bob.ordinalsAddress,
      paymentPubKey: bob.ordinalsPubKey,
    },
    signMessage: async (message) => {
      signed.push('message');
      return signMessageBip322Simple(message, bob.taprootKey, bob.ordinalsAddress, TEST_NETWORK);
    },
    signPsbt: async (psbt, { toSignInputs }) => {
      if (refuse-- > 0) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      signed.push('psbt');
      return signInputs(
        psbt,
        bob,
        toSignInputs.map((i) => i.index),
      );
    },
  };
}

/** A stage before the purchase is sent: no id yet. */
const stage = (name: string) => ({ stage: name, operation: 'buy', id: null, txid: null });

describe('the widget on Preact, as it ships', () => {
  it('React is Preact here: the project runs the shipped layer, not React DOM', async () => {
    expect(await import('react')).toBe(await import('preact/compat'));
    expect(await import('react-dom/client')).toBe(await import('preact/compat/client'));
  });

  it("the swap widget shows the host's pair and slippage and quotes 10 ordi before any wallet is connected", async () => {
    atDevnetTime();
    const { view } = place({ kind: 'swap', swap: { tickIn: 'ordi', tickOut: 'pizza', slippage: '1' } });
    await view.findByTestId('swap-form', undefined, { timeout: 10_000 });
    expect(view.getByText('Slippage 1%')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    fireEvent.input(view.getByTestId('swap-amount-in'), { target: { value: '10' } });
    await waitFor(() => expect(view.getByTestId('swap-quote')).toBeInTheDocument(), { timeout: 10_000 });
    // The seeded ordi/pizza pool's quote, with the host's 1% slippage in the minimum; its route, and the devnet
    // config's 0.3% pool fee (read beside the quote: waited for).
    expect(view.getByTestId('swap-amount-out')).toHaveValue('4.9800349');
    await waitFor(
      () =>
        expect(view.getByTestId('swap-quote')).toHaveTextContent(
          "Rate1 ordi = 0.49800349 pizza ⇄Routeordi → pizza, one poolPool fee0.3% · 0.03 ordiValue$85.00 → $84.66 (the swap's dollar prices)Price impact0.1%Minimum received4.93072762 pizzaSlippage tolerance1%",
        ),
      { timeout: 10_000 },
    );
  });

  it("the buy widget: Bob's host wallet signs in, the padding split is in the Total before Confirm, both transactions are signed, and the punk is his", async () => {
    atDevnetTime();
    const sold = async () => (await h.control('/state')).data.market as { sold: number };
    const soldBefore = (await sold()).sold;
    const wallet = hostWallet();
    const succeeded: unknown[] = [];
    const { view, root } = place({
      kind: 'buy',
      buy: { category: 'collection', auctionId: 'devnet-000064' },
      wallet: { passthrough: wallet },
      onSuccess: (result) => succeeded.push(result),
    });
    await view.findByText('Devnet Punk #2', undefined, { timeout: 10_000 });
    expect(root).toHaveTextContent('Price: 0.0025 BTC (250,000 sats)');
    fireEvent.click(view.getByRole('button', { name: 'Connect wallet to buy' }));
    // Signed in with the host's wallet (one message signed), the card offers the purchase.
    fireEvent.click(await view.findByRole('button', { name: 'Buy' }, { timeout: 10_000 }));
    await waitFor(() => expect(view.getByTestId('buy-dialog')).toHaveTextContent('You are buying Devnet Punk #2'), { timeout: 10_000 });
    await waitFor(() => expect(view.getByTestId('buy-confirm')).toBeEnabled(), { timeout: 10_000 });
    expect(wallet.signed).toEqual(['message']);
    // Bob has no small coin: the padding split is a line of the Total before Confirm (issue 44, 5), so Confirm goes
    // straight to the wallet with the split and the purchase, with no second stop.
    await waitFor(() => expect(view.getByTestId('buy-padding')).toHaveTextContent(/^at most /), { timeout: 10_000 });
    fireEvent.click(view.getByTestId('buy-confirm'));
    await waitFor(() => expect(view.getByTestId('buy-success')).toHaveTextContent('Devnet Punk #2 is yours'), { timeout: 15_000 });
    expect(wallet.signed).toEqual(['message', 'psbt', 'psbt']);
    expect((await sold()).sold).toBe(soldBefore + 1);
    expect(succeeded).toEqual([expect.objectContaining({ kind: 'buy', bidId: null, txid: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
  });

  it('onStage: a purchase the user first refuses in the wallet, then signs, is told failed, then started, signed, sent and confirmed in a block', async () => {
    atDevnetTime();
    const wallet = hostWallet(1);
    const heard: unknown[] = [];
    const { view } = place({
      kind: 'buy',
      buy: { category: 'collection', auctionId: 'devnet-000064' },
      wallet: { passthrough: wallet },
      onStage: (stage) => heard.push(stage),
    });
    fireEvent.click(await view.findByRole('button', { name: 'Connect wallet to buy' }, { timeout: 10_000 }));
    fireEvent.click(await view.findByRole('button', { name: 'Buy' }, { timeout: 10_000 }));
    await waitFor(() => expect(view.getByTestId('buy-confirm')).toBeEnabled(), { timeout: 10_000 });
    await waitFor(() => expect(view.getByTestId('buy-padding')).toHaveTextContent(/^at most /), { timeout: 10_000 });
    expect(heard).toEqual([]);
    // The wallet says no: the purchase is back at Confirm, and that operation failed.
    fireEvent.click(view.getByTestId('buy-confirm'));
    await waitFor(() => expect(heard).toEqual([stage('started'), stage('failed')]), { timeout: 15_000 });
    await waitFor(() => expect(view.getByTestId('buy-confirm')).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(view.getByTestId('buy-confirm'));
    await waitFor(() => expect(view.getByTestId('buy-success')).toHaveTextContent('Devnet Punk #2 is yours'), { timeout: 15_000 });
    // The txid the dialog shows is the one the host hears from `sent` on.
    const txid = /Transaction ([0-9a-f]{64})/.exec(view.getByTestId('buy-txid').textContent ?? '')![1]!;
    await waitFor(() => expect(view.getByTestId('tx-confirmations')).toHaveTextContent('Pending (in the mempool)'), { timeout: 10_000 });
    const sent = [stage('started'), stage('failed'), stage('started'), stage('signed'), { stage: 'sent', operation: 'buy', id: txid, txid }];
    expect(heard).toEqual(sent);
    // A block: the dialog reads the confirmations again when the page is shown again (as every 30 s), and the host hears it.
    await h.control('/mine', { blocks: 1 });
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(view.getByTestId('tx-confirmations')).toHaveTextContent('1 confirmation'), { timeout: 10_000 });
    // The host hears it from an effect after that render: wait for it rather than read it in the same tick.
    await waitFor(() => expect(heard).toEqual([...sent, { stage: 'confirmed', operation: 'buy', id: txid, txid }]), { timeout: 5_000 });
  });

  it("the host's accent gets the text colour that reads on it: black on #f7931a (white is 2.3:1), white on #1668dc, in swap and buy (issue 45, 10)", () => {
    const textVariable = vars.color.primaryText.replace(/^var\((--[^,)]+).*$/, '$1');
    const themed = (kind: 'swap' | 'buy', primaryColor: string) =>
      place({ kind, theme: { primaryColor }, ...(kind === 'buy' ? { buy: { category: 'collection', auctionId: 'devnet-000064' } } : {}) })
        .root.querySelector<HTMLElement>('[data-widget-root]')!
        .style.getPropertyValue(textVariable);
    expect(themed('swap', '#f7931a')).toBe('#000000');
    expect(themed('buy', '#f7931a')).toBe('#000000');
    expect(themed('swap', '#1668dc')).toBe('#ffffff');
  });

  it('destroy takes the element away and leaves no listener on the document', async () => {
    atDevnetTime();
    const added: string[] = [];
    const removed: string[] = [];
    const add = vi.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, type, listener, options) {
      added.push(type);
      return EventTarget.prototype.addEventListener.call(this, type, listener, options);
    });
    const remove = vi.spyOn(document, 'removeEventListener').mockImplementation(function (this: Document, type, listener, options) {
      removed.push(type);
      return EventTarget.prototype.removeEventListener.call(this, type, listener, options);
    });
    const { handle, view } = place({ kind: 'swap', swap: { tickIn: 'ordi', tickOut: 'pizza' } });
    await view.findByTestId('swap-form', undefined, { timeout: 10_000 });
    handle.destroy();
    widgets.splice(0);
    expect(document.querySelector('bitcoin-assets-widget')).toBeNull();
    expect(removed.sort()).toEqual(added.sort());
    add.mockRestore();
    remove.mockRestore();
  });
});

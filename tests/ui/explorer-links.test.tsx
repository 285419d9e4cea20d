import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Inscription } from '../../src/domain/market/market-schemas';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore, type KeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ExplorerProvider } from '../../src/ui/hooks/explorer-choice';
import { NetworkProvider } from '../../src/ui/hooks/network-context';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { Traits } from '../../src/ui/market/item-traits';
import { ExplorerSetting } from '../../src/ui/shell/explorer-setting';
import { SwapHistory } from '../../src/ui/swap/swap-history';
import { TxConfirmations } from '../../src/ui/components/tx-confirmations';
import { MemoryRouter } from 'react-router';
import { BASES } from '../api/helpers';

/**
 * Issue 44: explorer links for transactions, addresses and inscriptions (mempool.space's by default, the user's choice
 * in the footer's Settings), and none on the devnet, whose transactions exist nowhere else.
 */
const TXID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OWNER = 'bc1pmh0ldtz8jwc0e0d6wz2n5pwm3qrfyqvjcqg7jw7k6u9xm4p2yhqsq5xk0e';
const item = v.parse(Inscription, { inscriptionId: `${TXID}i0`, inscriptionNumber: 77, address: OWNER, contentType: 'image/png', timestamp: 0 });

const server = setupServer(
  http.get(`${BASES.swap}/deposit_list`, () =>
    HttpResponse.json({ code: 0, msg: 'ok', data: { total: 1, list: [{ tick: 'ordi', amount: '300', cur: 1, sum: 3, ts: 1, txid: TXID, type: 'direct' }] } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

function mount(ui: ReactNode, { devnet = false, store = createKeyValueStore(null) }: { devnet?: boolean; store?: KeyValueStore } = {}) {
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet, fixedNetwork: devnet ? 'testnet' : null },
    { fetch: (input, init) => fetch(input, init), clock: { now: Date.now }, localStore: store, sessionStore: createKeyValueStore(null) },
  );
  return render(
    <MemoryRouter>
      <ServicesProvider services={services}>
        <NetworkProvider store={store} {...(devnet ? { fixed: 'testnet' as const } : {})}>
          <ExplorerProvider store={store}>
            {ui}
            <ExplorerSetting />
          </ExplorerProvider>
        </NetworkProvider>
      </ServicesProvider>
    </MemoryRouter>,
  );
}

describe('explorer links (issue 44)', () => {
  it("the item page's details link the owner to mempool.space and the inscription to ordinals.com, in a new tab", () => {
    mount(<Traits inscription={item} />);
    const traits = screen.getByTestId('item-traits');
    const owner = within(traits).getByRole('link', { name: /^View on mempool\.space \(address bc1pmh0l…xk0e\)$/ });
    expect(owner).toHaveTextContent('View on mempool.space');
    expect(owner).toHaveAttribute('href', 'https://mempool.space/address/bc1pmh0ldtz8jwc0e0d6wz2n5pwm3qrfyqvjcqg7jw7k6u9xm4p2yhqsq5xk0e');
    expect(owner).toHaveAttribute('target', '_blank');
    expect(owner).toHaveAttribute('rel', 'noopener noreferrer');
    const inscription = within(traits).getByRole('link', { name: /^View on ordinals\.com/ });
    expect(inscription).toHaveAttribute('href', 'https://ordinals.com/inscription/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90i0');
  });

  it('the Settings choice changes the links and is remembered on this device', async () => {
    const user = userEvent.setup();
    const store = createKeyValueStore(null);
    const { unmount } = mount(<Traits inscription={item} />, { store });
    const setting = screen.getByRole('combobox', { name: 'Block explorer' });
    expect(setting).toHaveDisplayValue('mempool.space');
    await user.selectOptions(setting, 'blockstream.info');
    expect(screen.getByRole('link', { name: /^View on blockstream\.info/ })).toHaveAttribute(
      'href',
      'https://blockstream.info/address/bc1pmh0ldtz8jwc0e0d6wz2n5pwm3qrfyqvjcqg7jw7k6u9xm4p2yhqsq5xk0e',
    );
    expect(screen.queryByRole('link', { name: /mempool\.space/ })).toBeNull();
    // Inscriptions stay on the ordinals explorer: blockstream.info has no inscription pages.
    expect(screen.getByRole('link', { name: /^View on ordinals\.com/ })).toBeInTheDocument();
    expect(store.get('explorer')).toBe('blockstream');
    unmount();
    mount(<Traits inscription={item} />, { store });
    expect(screen.getByRole('combobox', { name: 'Block explorer' })).toHaveDisplayValue('blockstream.info');
    expect(screen.getByRole('link', { name: /^View on blockstream\.info/ })).toBeInTheDocument();
  });

  it('a stored value that is no explorer reads as mempool.space', () => {
    const store = createKeyValueStore(null);
    store.set('explorer', 'https://evil.example/');
    mount(<Traits inscription={item} />, { store });
    expect(screen.getByRole('combobox', { name: 'Block explorer' })).toHaveDisplayValue('mempool.space');
  });

  it("the swap history's deposits link each transaction, on testnet to mempool.space's testnet pages", async () => {
    const user = userEvent.setup();
    const store = createKeyValueStore(null);
    store.set('network', 'testnet');
    mount(<SwapHistory address="tb1ptest" />, { store });
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'Deposits' }));
    const link = await within(history).findByRole('link', { name: /^View on mempool\.space \(transaction a1b2c3d4…8f90\)$/ });
    expect(link).toHaveAttribute('href', 'https://mempool.space/testnet/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(within(history).getByRole('cell', { name: /^1 of 3/ })).toBeInTheDocument();
  });

  it('offers nothing on the devnet: no links and no choice of explorer', async () => {
    const user = userEvent.setup();
    mount(
      <>
        <Traits inscription={item} />
        <SwapHistory address="tb1ptest" />
      </>,
      { devnet: true },
    );
    const history = screen.getByTestId('swap-history');
    await user.click(within(history).getByRole('button', { name: 'Deposits' }));
    expect(await within(history).findByRole('cell', { name: '1 of 3' })).toBeInTheDocument();
    expect(screen.getByTestId('item-traits')).toHaveTextContent(OWNER);
    expect(screen.queryAllByRole('link', { name: /^View on/ })).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Block explorer' })).toBeNull();
  });
});

describe('confirmation counts (issue 44)', () => {
  afterEach(() => server.resetHandlers());

  it.each([
    [850002, '1 confirmation'],
    [850000, '3 confirmations'],
    [null, 'Pending (in the mempool)'],
    [4194303, 'Pending (in the mempool)'],
  ])('a transaction in block %s of 850002 reads “%s”', async (height, words) => {
    server.use(
      http.get(`${BASES.query}/utxo/${TXID}/0`, () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { txid: TXID, vout: 0, satoshi: 546, height, inscriptions: [], isSpent: false } }),
      ),
      http.get(`${BASES.query}/blockchain/info`, () => HttpResponse.json({ code: 0, msg: 'ok', data: { chain: 'main', blocks: 850002 } })),
    );
    mount(<TxConfirmations txid={TXID} />);
    expect(await screen.findByTestId('tx-confirmations')).toHaveTextContent(words);
  });
});

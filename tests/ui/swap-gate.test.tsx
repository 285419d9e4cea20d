import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';
import { SwapModule } from '../../src/ui/swap/swap-module';
import type { StepFailure } from '../../src/flows/shared/step-failure';

/** The swap module's gate: what the swap's configs say, and a maintenance answer (-6) on any call, before the swap shows. */
const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

/**
 * The swap module over a server whose swap config answers `swapConfig` and whose basic config fails (both never, when
 * no answer is given); nothing else answers.
 */
function mount(swapConfig?: () => Response, onFailure?: (failure: StepFailure) => void) {
  const server = (async (input: RequestInfo | URL) =>
    !swapConfig
      ? new Promise<Response>(() => {})
      : String(input).includes('/swap/config')
        ? swapConfig()
        : String(input).endsWith('/v4/config')
          ? new Response('bad gateway', { status: 502 })
          : new Promise<Response>(() => {})) as typeof fetch;
  const services = createAppServices(
    { ...readAppConfig(), devnet: false },
    { fetch: server, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={visitor}>
        <WalletSignerProvider signer={null}>
          <SwapModule {...(onFailure ? { onFailure } : {})} />
        </WalletSignerProvider>
      </UserSessionProvider>
    </ServicesProvider>,
  );
  return services;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the swap module's gate", () => {
  it('says it is checking while the configs load', () => {
    mount();
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether the swap is open…');
  });

  it('a swap config that fails to load is a failed call with Try again, not maintenance; Try again reads it again (issue 45, 4)', async () => {
    let answer = () => new Response('bad gateway', { status: 502 });
    const failures: StepFailure[] = [];
    mount(
      () => answer(),
      (failure) => failures.push(failure),
    );
    const failed = await screen.findByTestId('swap-config-failed', {}, { timeout: 5_000 });
    expect(failed).toHaveTextContent('Could not load the swap.');
    expect(screen.queryByText('Under maintenance')).toBeNull();
    expect(screen.queryByText('Nothing you hold in the swap is affected.')).toBeNull();
    // The host hears it once (the widget's onError), told just after the failure shows.
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    answer = () => Response.json({ code: -6, msg: 'maintenance', data: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('swap-gate-maintenance', {}, { timeout: 5_000 })).toHaveTextContent('Under maintenance');
    expect(screen.queryByTestId('swap-config-failed')).toBeNull();
  });

  it('a swap config that answers -6 is maintenance, and says what the user holds is safe', async () => {
    mount(() => Response.json({ code: -6, msg: 'maintenance', data: null }));
    const gate = await screen.findByTestId('swap-gate-maintenance', {}, { timeout: 5_000 });
    expect(gate).toHaveTextContent('Under maintenance');
    expect(gate).toHaveTextContent('Nothing you hold in the swap is affected.');
  });

  it("a swap this network's upstream does not have (-404) says where it runs", async () => {
    const words = 'The swap is not offered on testnet: it runs on mainnet.';
    mount(() => new Response(JSON.stringify({ code: -404, msg: words, data: null })));
    const gate = await screen.findByTestId('swap-gate-not-offered', {}, { timeout: 5_000 });
    expect(gate).toHaveTextContent('Not on this network');
    expect(gate).toHaveTextContent(words);
  });

  it('a maintenance answer from any call closes it while the configs still load', async () => {
    const services = mount();
    const api = await services.api();
    await act(async () => api.events.emit({ type: 'swap-maintenance' }));
    expect(await screen.findByTestId('swap-gate-maintenance')).toHaveTextContent('Under maintenance');
  });
});

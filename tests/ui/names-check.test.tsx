import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';
import { InscribeForm } from '../../src/ui/inscribe/inscribe-form';

/**
 * Issue 44, finding 13: the Names mode checks the names as they are typed (the indexer's existence check), names the
 * ones inscribed already with an action that removes them, and drops the words once they are gone.
 */
const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

function mount() {
  const asked: string[][] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('/existence')) return new Promise<Response>(() => {});
    const { names } = JSON.parse(String(init?.body)) as { names: string[] };
    asked.push(names);
    const data = names.map((name) => ({ name, inscriptionId: name === 'satoshi.sats' ? `${'ab'.repeat(32)}i0` : null }));
    return Response.json({ code: 0, msg: 'ok', data });
  }) as typeof globalThis.fetch;
  const services = createAppServices(readAppConfig(), { fetch, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={visitor}>
        <WalletSignerProvider signer={null}>
          <InscribeForm network="testnet" initialMode="domain" onPlace={() => {}} />
        </WalletSignerProvider>
      </UserSessionProvider>
    </ServicesProvider>,
  );
  return asked;
}

describe('the Names form checks names as they are typed', () => {
  it('names the one inscribed already before any submit, removes it on request, and the words go with it', async () => {
    // The keys go in one after another with no timer run between them (`delay: null`), as a quick typist's would: a busy
    // machine cannot stretch a gap between two keys past the 400 ms pause the check waits for (use-lookup.test.tsx
    // checks that pause on a fake clock).
    const user = userEvent.setup({ delay: null });
    const asked = mount();
    expect(screen.getByText(/Each name is checked as you type/)).toHaveTextContent(
      'For example satoshi.sats, alice.unisat or 840000.bitmap. Each name is checked as you type: one inscribed already is named, with a button to remove it.',
    );
    await user.type(screen.getByTestId('inscribe-names'), 'satoshi.sats{enter}freshname.sats');
    expect(await screen.findByTestId('inscribe-problem', {}, { timeout: 3_000 })).toHaveTextContent(
      'Already inscribed: satoshi.sats. Remove them and inscribe the rest.',
    );
    // One read once the typing settled, not one per key.
    expect(asked).toEqual([['freshname.sats', 'satoshi.sats']]);
    await user.click(screen.getByRole('button', { name: 'Remove satoshi.sats' }));
    expect(screen.getByTestId('inscribe-names')).toHaveValue('freshname.sats');
    expect(screen.queryByTestId('inscribe-problem')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    await waitFor(() => expect(asked).toEqual([['freshname.sats', 'satoshi.sats'], ['freshname.sats']]), { timeout: 3_000 });
    expect(screen.queryByTestId('inscribe-problem')).toBeNull();
  });

  it('a name deleted by hand takes its note with it at once', async () => {
    const user = userEvent.setup();
    mount();
    await user.type(screen.getByTestId('inscribe-names'), 'satoshi.sats');
    expect(await screen.findByTestId('inscribe-problem', {}, { timeout: 3_000 })).toHaveTextContent('Already inscribed: satoshi.sats.');
    await user.clear(screen.getByTestId('inscribe-names'));
    await user.type(screen.getByTestId('inscribe-names'), 'freshname.sats');
    expect(screen.queryByText(/Already inscribed/)).toBeNull();
  });
});

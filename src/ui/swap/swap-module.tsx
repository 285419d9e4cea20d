import { Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import { formatMessage } from '../../domain/messages';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { PoolListItem, SelectItem } from '../../domain/swap/swap-entities';
import { swapGate } from '../../domain/swap/swap-gate';
import { asciiLabel } from '../../domain/text-safety';
import { useServices } from '../app/services';
import * as marketCss from '../market/market.css';
import { DataTable, RemoteStatus } from '../market/market-bits';
import { useRemote } from '../market/use-remote';
import { useUserSession } from '../session/user-session-context';
import { useWalletSigner } from '../wallet/wallet-session';
import { PoolsPanel } from './pools-panel';
import { SwapForm } from './swap-form';
import type { SwapDeps } from './swap-steps';

// The other tabs load when first opened: the swap itself renders first.
const LiquidityPanel = lazy(() => import('./liquidity-panel').then((m) => ({ default: m.LiquidityPanel })));
const DepositPanel = lazy(() => import('./deposit-panel').then((m) => ({ default: m.DepositPanel })));
const WithdrawPanel = lazy(() => import('./withdraw-panel').then((m) => ({ default: m.WithdrawPanel })));
const SendForm = lazy(() => import('./send-form').then((m) => ({ default: m.SendForm })));
const SwapHistory = lazy(() => import('./swap-history').then((m) => ({ default: m.SwapHistory })));
import * as css from './swap.css';

export const SWAP_TABS = ['swap', 'liquidity', 'deposit', 'withdraw', 'send', 'history'] as const;
export type SwapTab = (typeof SWAP_TABS)[number];
const TABS: readonly { readonly id: SwapTab; readonly label: string }[] = [
  { id: 'swap', label: 'Swap' },
  { id: 'liquidity', label: 'Liquidity' },
  { id: 'deposit', label: 'Deposit' },
  { id: 'withdraw', label: 'Withdraw' },
  { id: 'send', label: 'Send' },
  { id: 'history', label: 'History' },
];

/**
 * Maintenance (spec 001 section 4): the swap config failed to load, the basic config's flag is set, or a
 * call answered -6 (the maintenance event). Null while the configs load.
 */
function useSwapMaintenance(): boolean | null {
  const services = useServices();
  const [state, setState] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    void services.api().then(async (api) => {
      stop = api.events.on('swap-maintenance', () => live && setState(true));
      const [swapConfig, basic] = await Promise.allSettled([api.swap.config(), api.basicConfig()]);
      if (!live) return;
      const down = swapConfig.status === 'rejected' || (basic.status === 'fulfilled' && basic.value?.swap.maintenance === true);
      setState((s) => s === true || down);
    });
    return () => {
      live = false;
      stop();
    };
  }, [services]);
  return state;
}

/**
 * The brc-20 swap module (/swap; spec 001 sections 1, 4, 6, 8; issue 13): the gate first, then the swap,
 * send and history, with the user's balances and the pools beside them. Self-contained: the page gives the
 * first tab; the router is not used here.
 */
export function SwapModule({ initialTab = 'swap' }: { initialTab?: SwapTab }) {
  const services = useServices();
  const session = useUserSession();
  const signer = useWalletSigner();
  const maintenance = useSwapMaintenance();
  const [tab, setTab] = useState<SwapTab>(initialTab);
  const [refresh, setRefresh] = useState(0);
  const id = useId();
  const connected = session.status === 'connected' && signer && session.user ? { walletType: signer.walletType, address: signer.account.ordinalsAddress, access: session.user.swapAccess } : null;
  const gate = swapGate({ maintenance: maintenance === true, connected });
  const address = gate.state === 'open' ? connected!.address : null;
  const ticks = useRemote<readonly SelectItem[]>(`select:${address ?? ''}:${refresh}`, (api) => api.swap.select({ address: address ?? '', search: '' }));
  const pools = useRemote<readonly PoolListItem[]>(`pools:${refresh}`, async (api) => (await api.swap.poolList({ start: 0, limit: 100 })).list);
  const mine = useRemote(`my-pools:${address ?? ''}:${refresh}`, async (api) => (address ? (await api.swap.myPoolList({ address, start: 0, limit: 100 })).list : []));
  const onDone = useCallback(() => setRefresh((n) => n + 1), []);

  if (maintenance === null) {
    return (
      <p className={marketCss.status} role="status">
        Checking whether the swap is open…
      </p>
    );
  }
  if (gate.state === 'maintenance' || gate.state === 'address-type' || gate.state === 'no-access') {
    const title = gate.state === 'maintenance' ? 'Under maintenance' : gate.state === 'no-access' ? 'No swap access' : 'Another address type needed';
    return (
      <section className={css.gate} role="status" data-testid={`swap-gate-${gate.state}`}>
        <h2 className={css.gateTitle}>{title}</h2>
        <p>{formatMessage(gate.message)}</p>
        {gate.state === 'maintenance' ? <p className={css.note}>Nothing you hold in the swap is affected.</p> : null}
      </section>
    );
  }
  if (gate.state === 'wrong-wallet') {
    // The shell disconnects another wallet here and asks again ('only supports wallet UniSat').
    return (
      <p className={marketCss.status} role="status">
        The swap works with UniSat Wallet only.
      </p>
    );
  }

  const deps: SwapDeps = { api: services.api, signer, now: () => services.serverTime.proofClock.now() };
  const loaded = ticks.data && pools.data;
  return (
    <div className={css.layout}>
      <div>
        {address ? (
          <div className={marketCss.tabs} role="group" aria-label="Swap module">
            {TABS.map((t) => (
              <button key={t.id} type="button" className={marketCss.tab} aria-pressed={t.id === tab} onClick={() => setTab(t.id)}>
                {t.label}
              </button>
            ))}
          </div>
        ) : (
          <p className={css.note}>Connect UniSat Wallet (a Native Segwit or Taproot address) to swap. You can try quotes first.</p>
        )}
        {!loaded ? <RemoteStatus remote={ticks.status === 'failed' ? ticks : pools} what="the swap" retry={() => (ticks.retry(), pools.retry())} /> : null}
        {loaded && (tab === 'swap' || !address) ? <SwapForm deps={deps} address={address} ticks={ticks.data!} pools={pools.data!} onConnect={session.connect} onDone={onDone} /> : null}
        <Suspense
          fallback={
            <p className={marketCss.status} role="status">
              Loading…
            </p>
          }
        >
          {loaded && address && tab === 'liquidity' ? <LiquidityPanel deps={deps} address={address} ticks={ticks.data!} pools={pools.data!} refresh={refresh} onDone={onDone} /> : null}
          {loaded && address && tab === 'deposit' ? <DepositPanel deps={deps} address={address} ticks={ticks.data!} refresh={refresh} onDone={onDone} /> : null}
          {loaded && address && tab === 'withdraw' ? <WithdrawPanel deps={deps} address={address} ticks={ticks.data!} onDone={onDone} /> : null}
          {loaded && address && tab === 'send' ? <SendForm deps={deps} address={address} ticks={ticks.data!} onDone={onDone} /> : null}
          {address && tab === 'history' ? <SwapHistory address={address} refresh={refresh} /> : null}
        </Suspense>
      </div>
      <div>
        {address && ticks.data ? (
          <section className={css.stacked} aria-labelledby={`${id}-balances`} data-testid="swap-balances">
            <h2 id={`${id}-balances`} className={css.cardTitle}>
              Your balances
            </h2>
            <DataTable bare
              columns={[{ label: 'Token' }, { label: 'In the swap' }, { label: 'In your wallet' }]}
              rows={ticks.data.map((t) => ({ key: t.tick, attrs: { 'data-testid': `balance-${t.tick}` }, cells: [asciiLabel(t.tick), formatTokenAmount(t.swapBalance), formatTokenAmount(t.brc20Balance)] }))}
            />
          </section>
        ) : null}
        {pools.data ? <PoolsPanel pools={pools.data} mine={address ? (mine.data ?? null) : null} /> : null}
      </div>
    </div>
  );
}

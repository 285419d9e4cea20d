import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { formatMessage } from '../../domain/messages';
import type { PoolListItem } from '../../domain/swap/pool-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { SwapRes } from '../../domain/swap/swap-entities';
import { NO_ACCESS_TABS, SWAP_ACCESS_HOW, holdingsAddress, swapGate } from '../../domain/swap/swap-gate';
import { unknownPresetTicks } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { useServices } from '../hooks/services';
import { button } from '../theme/ui.css';
import * as marketCss from '../components/kit.css';
import { RemoteStatus } from '../components/market-bits';
import { useReadAgain, useRemote } from '../hooks/use-remote';
import { SWAP_REFRESH_MS } from '../../domain/swap/swap-gate';
import { myPools, poolList, swapConfigGate, swapTicks, type SwapConfigGate } from '../../services/reads/swap-reads';
import { useUserSession } from '../hooks/user-session-context';
import { useWalletSigner } from '../hooks/wallet-context';
import { PoolsPanel } from './pools-panel';
import { SwapBalances } from './swap-balances';
import { SwapForm } from './swap-form';
import type { SwapPreset } from './swap-form-props';
import type { StepFailure } from '../../flows/shared/step-failure';
import type { StageReport } from '../../flows/shared/operation-stages';
import type { SwapDeps } from '../../flows/swap-op/swap-op.actors';

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
 * Maintenance: the swap config answered -6, the basic config's flag is set, or a call answered -6 (the maintenance
 * event). Not offered: the network's upstream has no swap (-404), which waiting never changes: its words say where
 * the swap runs. Failed: the swap config did not load, a failed call with Try again (the second: it reads the configs
 * again). Null while the configs load.
 */
function useSwapMaintenance(): [SwapConfigGate | null, () => void] {
  const services = useServices();
  const [state, setState] = useState<SwapConfigGate | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let stop = () => {};
    void services.api().then((api) => {
      stop = api.events.on('swap-maintenance', () => live && setState(true));
      return swapConfigGate(api).then((gate) => {
        if (!live) return;
        if (typeof gate === 'object') setState(gate);
        else setState((s) => s === true || gate);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [services, attempt]);
  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}

/** The swap config did not load: said as a failed call, told once to the host (onFailure), with Try again. */
function ConfigFailed({
  failed,
  retry,
  onFailure,
}: {
  failed: { message: string; code: number | null };
  retry: () => void;
  onFailure?: (failure: StepFailure) => void;
}) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    onFailure?.(failed);
  }, [failed, onFailure]);
  return (
    <div className={marketCss.failed} role="alert" data-testid="swap-config-failed">
      <span>Could not load the swap. {failed.message}</span>
      <button type="button" className={button.default} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/**
 * The brc-20 swap module (/swap): the gate first, then the swap,
 * send and history, with the user's balances and the pools beside them. Self-contained: the page gives the
 * first tab; the router is not used here.
 */
export interface SwapModuleProps {
  readonly initialTab?: SwapTab;
  /** The tabs offered (the widget offers the swap alone); all of them by default. */
  readonly tabs?: readonly SwapTab[];
  readonly preset?: SwapPreset;
  readonly onSuccess?: (result: SwapRes) => void;
  readonly onFailure?: (failure: StepFailure) => void;
  /** Each stage of each swap (the widget's host hears them). */
  readonly onStage?: (stage: StageReport) => void;
  /** The balances and pools beside the form (the page has them; the widget, a narrow card, does not). */
  readonly aside?: boolean;
  /** The other tabs' panels (the page gives them, each loaded when first opened; the widget has the swap only). */
  readonly TabPanel?: ComponentType<SwapTabPanelProps>;
  /** Where a tick is deposited when the module has no Deposit tab (the widget: the site's deposit page). */
  readonly depositHref?: (tick: string) => string;
}

/** What a tab's panel gets: the same as the swap form. Ticks and pools are null while they load. */
export interface SwapTabPanelProps {
  readonly tab: Exclude<SwapTab, 'swap'>;
  readonly deps: SwapDeps;
  readonly address: string;
  readonly ticks: readonly SelectItem[] | null;
  readonly pools: readonly PoolListItem[] | null;
  readonly onDone: () => void;
}

/** The ticks a host asked for that the swap does not list, said once to the host (onFailure) and on screen. */
function UnknownTicks({ ticks, onFailure }: { ticks: readonly string[]; onFailure?: (failure: StepFailure) => void }) {
  const message = `This swap does not list ${ticks.map((t) => swapTickLabel(t)).join(' or ')}: there is nothing to swap here.`;
  // Told once per message: the host's callback may be a new function at each render.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === message) return;
    told.current = message;
    onFailure?.({ message, code: null });
  }, [message, onFailure]);
  return (
    <p className={css.problem} role="alert" data-testid="swap-preset-unknown">
      {message}
    </p>
  );
}

export function SwapModule({
  initialTab = 'swap',
  tabs = SWAP_TABS,
  preset,
  onSuccess,
  onFailure,
  onStage,
  aside = true,
  TabPanel,
  depositHref,
}: SwapModuleProps) {
  const services = useServices();
  const session = useUserSession();
  const signer = useWalletSigner();
  const [maintenance, retryConfig] = useSwapMaintenance();
  const [tab, setTab] = useState<SwapTab>(initialTab);
  const connected =
    session.status === 'connected' && signer && session.user
      ? { walletType: signer.walletType, address: signer.account.ordinalsAddress, access: session.user.swapAccess }
      : null;
  const gate = swapGate({ maintenance: maintenance === true, connected });
  const notOffered = typeof maintenance === 'object' && maintenance !== null && 'notOffered' in maintenance ? maintenance.notOffered : null;
  const failed =
    typeof maintenance === 'object' && maintenance !== null && 'failed' in maintenance ? { message: maintenance.failed, code: maintenance.code } : null;
  const address = gate.state === 'open' ? connected!.address : null;
  // With no swap access the user still sees what they hold and can withdraw it (issue 45, 3): the other tabs are off.
  const holder = holdingsAddress(gate, connected);
  const limited = gate.state === 'no-access';
  const shownTabs = limited ? tabs.filter((t) => (NO_ACCESS_TABS as readonly SwapTab[]).includes(t)) : tabs;
  const current = shownTabs.includes(tab) ? tab : (shownTabs[0] ?? 'swap');
  // Balances, pools, deposits and history follow the chain without a reload: read again every 10 s while shown,
  // and at once after an operation.
  const following = holder !== null ? { everyMs: SWAP_REFRESH_MS } : {};
  const ticks = useRemote<readonly SelectItem[]>(`swap:select:${holder ?? ''}`, swapTicks(holder ?? ''), following);
  const pools = useRemote<readonly PoolListItem[]>('swap:pools', poolList, following);
  const mine = useRemote(`swap:my-pools:${aside ? (address ?? '') : ''}`, myPools(aside ? address : null), following);
  const readAgain = useReadAgain();
  const onDone = useCallback(() => readAgain('swap:'), [readAgain]);
  const onPoolsStale = useCallback(() => readAgain('swap:pools'), [readAgain]);

  if (maintenance === null) {
    return (
      <p className={marketCss.status} role="status">
        Checking whether the swap is open…
      </p>
    );
  }
  if (notOffered) {
    return (
      <section className={css.gate} role="status" data-testid="swap-gate-not-offered">
        <h2 className={css.gateTitle}>Not on this network</h2>
        <p>{notOffered}</p>
      </section>
    );
  }
  if (failed) return <ConfigFailed failed={failed} retry={retryConfig} {...(onFailure ? { onFailure } : {})} />;
  const gateNote = limited ? (
    <section className={css.gate} role="status" data-testid="swap-gate-no-access">
      <h2 className={css.gateTitle}>No swap access</h2>
      <p>{formatMessage(gate.message)}</p>
      <p className={css.note}>{SWAP_ACCESS_HOW}</p>
    </section>
  ) : null;
  if (gate.state === 'maintenance' || gate.state === 'address-type') {
    const title = gate.state === 'maintenance' ? 'Under maintenance' : 'Another address type needed';
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

  const deps: SwapDeps = { api: services.api, signer, now: () => services.serverTime.proofClock.now(), ...(onFailure ? { onFailure } : {}) };
  const loaded = ticks.data && pools.data;
  // A tick asked for that the swap does not list: said, told to the host, and not shown as another pair.
  const unknown = ticks.data && pools.data ? unknownPresetTicks(preset, ticks.data, pools.data) : [];
  return (
    <div className={aside ? css.layout : undefined}>
      <div>
        {gateNote}
        {holder && shownTabs.length > 1 ? (
          <div className={marketCss.tabs} role="group" aria-label="Swap module">
            {TABS.filter((t) => shownTabs.includes(t.id)).map((t) => (
              <button key={t.id} type="button" className={marketCss.tab} aria-pressed={t.id === current} onClick={() => setTab(t.id)}>
                {t.label}
              </button>
            ))}
          </div>
        ) : holder ? null : (
          <p className={css.note}>Connect UniSat Wallet (a Native Segwit or Taproot address) to swap. You can try quotes first.</p>
        )}
        {!loaded ? <RemoteStatus remote={ticks.status === 'failed' ? ticks : pools} what="the swap" retry={() => (ticks.retry(), pools.retry())} /> : null}
        {unknown.length > 0 ? <UnknownTicks ticks={unknown} {...(onFailure ? { onFailure } : {})} /> : null}
        {loaded && !limited && (current === 'swap' || !address) && unknown.length === 0 ? (
          <SwapForm
            deps={deps}
            address={address}
            ticks={ticks.data!}
            pools={pools.data!}
            onConnect={session.connect}
            onDone={onDone}
            onPoolsStale={onPoolsStale}
            {...(preset ? { preset } : {})}
            {...(onSuccess ? { onSuccess } : {})}
            {...(onStage ? { onStage } : {})}
            {...(tabs.includes('deposit') && TabPanel ? { deposit: { open: () => setTab('deposit') } } : depositHref ? { deposit: { href: depositHref } } : {})}
          />
        ) : null}
        {holder && current !== 'swap' && TabPanel ? (
          <TabPanel tab={current} deps={deps} address={holder} ticks={ticks.data} pools={pools.data} onDone={onDone} />
        ) : null}
      </div>
      {aside ? (
        <div>
          {holder && ticks.data ? <SwapBalances ticks={ticks.data} /> : null}
          {pools.data ? <PoolsPanel pools={pools.data} mine={address ? (mine.data ?? null) : null} /> : null}
        </div>
      ) : null}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import * as marketCss from '../components/kit.css';
import type { SwapTabPanelProps } from './swap-module';
import { notOfferedWords, pinnedModule, type SwapModules } from '../../domain/swap/swap-module';
import { useNetwork } from '../hooks/network-context';

// Each tab loads when first opened: the swap itself renders first.
const LiquidityPanel = lazy(() => import('./liquidity-panel').then((m) => ({ default: m.LiquidityPanel })));
const DepositPanel = lazy(() => import('./deposit-panel').then((m) => ({ default: m.DepositPanel })));
const WithdrawPanel = lazy(() => import('./withdraw-panel').then((m) => ({ default: m.WithdrawPanel })));
const SendForm = lazy(() => import('./send-form').then((m) => ({ default: m.SendForm })));
const SwapHistory = lazy(() => import('./swap-history').then((m) => ({ default: m.SwapHistory })));

/**
 * The swap page's other tabs: liquidity, deposit, withdraw, send (once the ticks and pools are in) and history. Deposits
 * and withdrawals go to the swap module the site is set up with for the network (issue 41); where it has none, those
 * tabs say so in one line and offer nothing. `modules`: the modules per network, as the page reads them (ui/app/swap-modules.ts).
 */
export function SwapTabPanel({ tab, deps, address, ticks, pools, onDone, modules }: SwapTabPanelProps & { readonly modules: SwapModules }) {
  const { network } = useNetwork();
  const module = pinnedModule(modules, network);
  const loaded = ticks && pools;
  if ((tab === 'deposit' || tab === 'withdraw') && !module)
    return (
      <p className={marketCss.status} role="status" data-testid="swap-module-not-offered">
        {notOfferedWords(network)}
      </p>
    );
  return (
    <Suspense
      fallback={
        <p className={marketCss.status} role="status">
          Loading…
        </p>
      }
    >
      {loaded && tab === 'liquidity' ? <LiquidityPanel deps={deps} address={address} ticks={ticks} pools={pools} onDone={onDone} /> : null}
      {loaded && tab === 'deposit' && module ? <DepositPanel deps={deps} address={address} module={module} ticks={ticks} onDone={onDone} /> : null}
      {loaded && tab === 'withdraw' && module ? <WithdrawPanel deps={deps} address={address} module={module} ticks={ticks} onDone={onDone} /> : null}
      {loaded && tab === 'send' ? <SendForm deps={deps} address={address} ticks={ticks} onDone={onDone} /> : null}
      {tab === 'history' ? <SwapHistory address={address} /> : null}
    </Suspense>
  );
}

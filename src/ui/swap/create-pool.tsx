import { useState } from 'react';
import type { PoolListItem } from '../../domain/swap/pool-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import { samePair } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { signedOpMachine } from '../../flows/swap-op/swap-op.machine';
import { createPoolActors, type SwapDeps } from '../../flows/swap-op/swap-op.actors';
import { useFlow } from '../hooks/use-flow';
import { OpFooter, isWorking } from './op-footer';
import { TokenPicker } from './token-picker';
import { SUBMITTING, WORKING, useRequest } from './liquidity-parts';
import * as css from './swap.css';

/** Create a pool for two ticks that have none (deploy_pool); its first deposit then sets the price. */
export function CreatePool({
  deps,
  ticks,
  pools,
  onCreated,
}: {
  deps: SwapDeps;
  ticks: readonly SelectItem[];
  pools: readonly PoolListItem[];
  onCreated: (key: string) => void;
}) {
  const [tick0, setTick0] = useState(ticks[0]?.tick ?? '');
  const [tick1, setTick1] = useState(ticks[1]?.tick ?? '');
  const [state, actorRef] = useFlow(signedOpMachine, {
    onClose: () => {},
    input: { operation: 'create a pool' },
    actions: { refreshBalances: () => onCreated(`${tick0}/${tick1}`) },
    actors: createPoolActors(deps),
  });
  const working = isWorking(state);
  const same = tick0.toLowerCase() === tick1.toLowerCase();
  const exists = pools.some((p) => samePair(p, { tick0, tick1 }));
  useRequest(actorRef.send, !same && !exists ? { tick0, tick1 } : null);
  const select = (label: string, value: string, set: (v: string) => void) => (
    <div className={css.fieldLabel}>
      {label} <TokenPicker ticks={ticks} value={value} label={label} disabled={working} onChange={set} />
    </div>
  );
  return (
    <div data-testid="create-pool">
      {select('First token', tick0, setTick0)}
      {select('Second token', tick1, setTick1)}
      {state.matches('success') ? null : same ? (
        <p className={css.problem}>Pick two different tokens.</p>
      ) : exists ? (
        <p className={css.problem}>This pool exists already: add liquidity to it.</p>
      ) : null}
      <p className={css.note}>A new pool is empty: its first deposit sets the price.</p>
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING('create the pool')}
        sending={SUBMITTING}
        action="Create pool"
        busyAction="Creating…"
        blocked={same || exists ? 'Create pool' : null}
        refreshable={false}
        success={`The ${swapTickLabel(tick0)}/${swapTickLabel(tick1)} pool is created. Add its first liquidity to set its price.`}
        again="Create another"
        onAgain={() => {}}
        testId="create-pool"
      />
    </div>
  );
}

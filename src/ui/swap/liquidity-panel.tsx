import { SWAP_REFRESH_MS } from '../../domain/swap/swap-gate';
import { useId, useState } from 'react';
import type { PoolListItem } from '../../domain/swap/pool-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { SwapDeps } from '../../flows/swap-op/swap-op.actors';
import { myPools } from '../../services/reads/swap-reads';
import * as marketCss from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { AddLiquidity } from './add-liquidity';
import { CreatePool } from './create-pool';
import { poolKey } from './liquidity-parts';
import { MyPoolsList } from './my-pools-list';
import { RemoveLiquidity } from './remove-liquidity';
import * as css from './swap.css';

type Mode = 'add' | 'remove' | 'create';
const MODES: readonly { readonly id: Mode; readonly label: string }[] = [
  { id: 'add', label: 'Add' },
  { id: 'remove', label: 'Remove' },
  { id: 'create', label: 'Create a pool' },
];

/** Liquidity: your pools with your share, and adding, removing and creating pools. */
export function LiquidityPanel({
  deps,
  address,
  ticks,
  pools,
  onDone,
}: {
  deps: SwapDeps;
  address: string;
  ticks: readonly SelectItem[];
  pools: readonly PoolListItem[];
  onDone: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('add');
  const [chosen, setChosen] = useState(pools[0] ? poolKey(pools[0]) : '');
  const mine = useRemote(`swap:my-pools:${address}`, myPools(address), { everyMs: SWAP_REFRESH_MS });
  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="liquidity">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        Liquidity
      </h2>
      <MyPoolsList mine={mine.data} />
      <div className={marketCss.tabs} role="group" aria-label="Liquidity action">
        {MODES.map((m) => (
          <button key={m.id} type="button" className={marketCss.tab} aria-pressed={m.id === mode} onClick={() => setMode(m.id)}>
            {m.label}
          </button>
        ))}
      </div>
      {mode === 'add' ? <AddLiquidity key={chosen} deps={deps} pools={pools} ticks={ticks} chosen={chosen} onChoose={setChosen} onDone={onDone} /> : null}
      {mode === 'remove' && mine.data ? <RemoveLiquidity deps={deps} mine={mine.data} chosen={chosen} onChoose={setChosen} onDone={onDone} /> : null}
      {mode === 'create' ? (
        <CreatePool
          deps={deps}
          ticks={ticks}
          pools={pools}
          onCreated={(key) => {
            onDone();
            setChosen(key);
          }}
        />
      ) : null}
    </section>
  );
}

import { lazy, useState } from 'react';
import type { MarketAsset } from '../../domain/market/market-reads';
import { OpeningDialog } from '../components/opening-dialog';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';

const SweepDialog = lazy(() => import('./sweep-dialog').then((m) => ({ default: m.SweepDialog })));

/** On a market page: Sweep (the cheapest N or a budget, in one purchase), or Connect first. */
export function SweepFloor({ asset, title, onBought }: { asset: MarketAsset; title: string; onBought: () => void }) {
  const session = useUserSession();
  const [open, setOpen] = useState(false);
  const connected = session.status === 'connected';
  return (
    <>
      <p className={css.actions}>
        <button type="button" className={button.default} onClick={() => (connected ? setOpen(true) : session.connect())} data-testid="sweep-open">
          {connected ? 'Sweep the floor' : 'Connect to sweep'}
        </button>
      </p>
      {open ? (
        <OpeningDialog>
          <SweepDialog input={{ asset, title }} onClose={() => setOpen(false)} onBought={onBought} />
        </OpeningDialog>
      ) : null}
    </>
  );
}

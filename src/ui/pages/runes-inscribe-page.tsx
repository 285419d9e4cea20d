import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { OrderRunner } from '../inscribe/order-runner';
import { RunesForm } from '../inscribe/runes-form';
import { useOrderPlacement } from '../inscribe/use-order-placement';
import * as css from '../components/kit.css';
import { Page } from '../components/page';

/**
 * Runes Inscribe (/runes/inscribe): etch a rune (its name, symbol, divisibility, premine and open mint
 * terms) or mint one; the rune errors in our words; the fee panel; then the order, paid from
 * the wallet and followed like an inscribe order (`?order=` follows one placed before).
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const orderId = search.get('order');
  const follow = useCallback((id: string) => setSearch({ order: id }, { replace: true }), [setSearch]);
  const { placed, place, reset } = useOrderPlacement(follow);
  return (
    <Page
      title={ROUTE_TITLES['/runes/inscribe']}
      lead="Etch a new rune or mint an existing one. You pay once from your wallet; the runes arrive as blocks confirm the order."
    >
      {placed || orderId ? (
        <>
          {placed ? <OrderRunner key={placed.key} placed={placed} goods="runes" /> : <OrderRunner key={orderId} orderId={orderId!} goods="runes" />}
          <p className={css.reason}>Once the order is done, the runes are at your address: see them in My Bitcoin Assets, Runes.</p>
          <div className={css.actions}>
            <button
              type="button"
              className={css.tab}
              onClick={() => {
                reset();
                setSearch({});
              }}
            >
              Etch or mint more
            </button>
            <Link className={css.tab} to="/runes/list">
              Runes Explorer
            </Link>
          </div>
        </>
      ) : (
        <RunesForm initialOp={search.get('op') === 'mint' ? 'mint' : 'etch'} initialRune={search.get('rune') ?? ''} onPlace={place} />
      )}
    </Page>
  );
}

import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkDevFee } from '../../domain/inscribe/order-addresses';
import type { Brc20Op, InscribeMode } from '../../domain/inscribe/inscribe-items';
import { inscribeOrderCreator, namesProblem } from '../../flows/inscribe-order/order-creators';
import { formatMessage } from '../../domain/messages';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { useServices } from '../hooks/services';
import { InscribeForm, type PlaceRequest } from '../inscribe/inscribe-form';
import { OrderRunner } from '../inscribe/order-runner';
import { useOrderPlacement } from '../inscribe/use-order-placement';
import { BadgeForm } from '../inscribe/badge-form';
import * as css from '../components/kit.css';
import { useNetwork } from '../hooks/network-context';
import { Page } from '../components/page';

const MODES: readonly InscribeMode[] = ['text', 'file', 'brc20', 'domain', 'collection'];
const OPS: readonly Brc20Op[] = ['deploy', 'mint', 'transfer'];
/** Where the page keeps the order being followed, so its progress survives a reload. */
export const CURRENT_ORDER_KEY = 'inscribe:current-order';

/**
 * /inscribe: the form, then the order it placed and its progress. `?mode=transfer&tick=` opens the
 * brc-20 transfer for wallets that cannot inscribe one themselves; `?mode=brc20&op=mint&tick=`
 * comes from the brc-20 page's Mint; `?mode=collection&ct=unisat-badges&cid=…` from the badge dialog; `?order=`
 * follows an order placed before.
 */
export function Component() {
  const services = useServices();
  const { network } = useNetwork();
  const [search, setSearch] = useSearchParams();
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const asked = search.get('mode') ?? '';
  const transferLink = asked === 'transfer';
  const mode: InscribeMode = transferLink ? 'brc20' : (MODES as readonly string[]).includes(asked) ? (asked as InscribeMode) : 'text';
  const opAsked = search.get('op') ?? '';
  const op: Brc20Op = transferLink ? 'transfer' : (OPS as readonly string[]).includes(opAsked) ? (opAsked as Brc20Op) : 'mint';
  // A partner's link may add its fee per inscription (devAddress, devFee): more than 0 sats, or refused.
  const devAddress = search.get('devAddress') ?? '';
  const devFeeCheck = checkDevFee(devAddress, search.has('devFee') ? Number(search.get('devFee')) : null);
  const devFee = devFeeCheck.ok && devFeeCheck.value.devAddress ? { devAddress: devFeeCheck.value.devAddress, devFee: devFeeCheck.value.devFee! } : null;
  const followOrder = useCallback(
    (id: string) => {
      services.localStore.set(CURRENT_ORDER_KEY, id);
      setSearch(
        (s) => {
          const next = new URLSearchParams(s);
          next.set('order', id);
          return next;
        },
        { replace: true },
      );
    },
    [services.localStore, setSearch],
  );
  const { placed, place: placeOrder, reset } = useOrderPlacement(followOrder);
  // An order placed before is followed from the link, or (a plain /inscribe) from storage; a link that asks for
  // a form (?mode=…) shows the form.
  const orderId = search.get('order') ?? (placed || search.has('mode') ? null : services.localStore.get(CURRENT_ORDER_KEY));

  const newInscription = () => {
    services.localStore.remove(CURRENT_ORDER_KEY);
    reset();
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.delete('order');
      return next;
    });
  };

  const place = (request: PlaceRequest) => {
    setPlaceError(null);
    const totalSats = request.fees.total.toNumber();
    const create = inscribeOrderCreator(services, { ...request, totalSats }, devFee);
    if (!request.names) return placeOrder(create, totalSats);
    // The existence check before paying: a name inscribed already is named back, and nothing is placed.
    setChecking(true);
    void namesProblem(services.api, request.names).then((problem) => {
      setChecking(false);
      if (problem) setPlaceError(problem);
      else placeOrder(create, totalSats);
    });
  };

  const following = placed ?? (orderId ? { key: orderId, orderId } : null);
  return (
    <Page
      title={ROUTE_TITLES['/inscribe']}
      lead="Inscribe text, files, brc-20 operations and names as ordinals. Choose what to inscribe, the fee rate and where the inscriptions go; you pay once from your wallet."
    >
      {following ? (
        <>
          {'create' in following ? <OrderRunner key={following.key} placed={following} /> : <OrderRunner key={following.key} orderId={following.orderId} />}
          <div className={css.actions}>
            <button type="button" className={css.tab} onClick={newInscription} data-testid="inscribe-new">
              Inscribe something else
            </button>
            <Link className={css.tab} to="/orders/inscribe">
              All your inscribe orders
            </Link>
          </div>
        </>
      ) : !devFeeCheck.ok ? (
        <p className={css.warning} role="alert" data-testid="dev-fee-refused">
          {formatMessage(devFeeCheck.problem.key)} This link’s fee address is refused; open Inscribe without it to go on.
        </p>
      ) : mode === 'collection' ? (
        <BadgeForm
          collectionId={search.get('cid') ?? ''}
          collectionType={search.get('ct') ?? ''}
          tier={search.get('type') === 'premium' ? 'premium' : 'free'}
          index={Number(search.get('index') ?? 0) || 0}
          count={Number(search.get('count') ?? 1) || 1}
          onPlace={placeOrder}
        />
      ) : (
        <InscribeForm
          key={`${mode}-${op}-${search.get('tick') ?? ''}`}
          network={network}
          initialMode={mode}
          initialOp={op}
          initialTick={search.get('tick') ?? ''}
          onPlace={(r) => void place(r)}
          placing={checking}
          placeError={placeError}
          devFee={devFee}
        />
      )}
    </Page>
  );
}

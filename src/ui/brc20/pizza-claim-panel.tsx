import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { canClaimPizza, PIZZA_TICK, pizzaClaimMessage } from '../../domain/pizza';
import { createPizzaClaimActors } from '../../flows/pizza-claim/pizza-claim.actors';
import { pizzaClaimMachine, type PizzaClaimMachine } from '../../flows/pizza-claim/pizza-claim.machine';
import { RemoteStatus } from '../components/market-bits';
import { Progress, Refusal } from '../components/dialog-parts';
import * as css from '../components/kit.css';
import { useServices } from '../hooks/services';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useRemote } from '../hooks/use-remote';
import { useUserSession } from '../hooks/user-session-context';
import { useWalletSigner } from '../hooks/wallet-context';
import { button } from '../theme/ui.css';
import { BusyButton } from '../components/busy-button';

/**
 * The pizza claim, on the pizza tick's page: the total claimed by everyone, what the signed-in address may claim and
 * has claimed, and Claim (the pizza-claim flow: the wallet signs a message naming the address and the amount shown).
 */
export function PizzaClaimPanel({ testing }: { testing?: DialogTesting<PizzaClaimMachine> }) {
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  const [round, setRound] = useState(0);
  // Once per claim: the total and what the address may claim are read again.
  const onClaimed = useCallback(() => setRound((r) => r + 1), []);
  const total = useRemote(`pizza-total:${round}`, (api) => api.basic.pizzaTotal());
  return (
    <section className={css.panel} aria-labelledby="pizza-claim-title" data-testid="pizza-claim">
      <h2 id="pizza-claim-title" className={css.panelTitle}>
        Pizza claim
      </h2>
      {total.data ? (
        <p data-testid="pizza-total">
          {total.data.claimers === 0
            ? `No ${PIZZA_TICK} claimed yet.`
            : `${total.data.totalClaimed} ${PIZZA_TICK} claimed so far by ${total.data.claimers === 1 ? '1 address' : `${total.data.claimers} addresses`}.`}
        </p>
      ) : (
        <RemoteStatus remote={total} what="the pizza claimed" retry={total.retry} />
      )}
      {address ? (
        <Claim key={address} address={address} round={round} onClaimed={onClaimed} testing={testing} />
      ) : (
        <p className={css.actions}>
          <button type="button" className={button.default} onClick={() => session.connect()}>
            Connect to see what you can claim
          </button>
        </p>
      )}
    </section>
  );
}

function Claim({ address, round, onClaimed, testing }: { address: string; round: number; onClaimed: () => void; testing?: DialogTesting<PizzaClaimMachine> }) {
  const services = useServices();
  const signer = useWalletSigner();
  // The actors read the wallet as it is when Claim is pressed.
  const wallet = useRef(signer);
  wallet.current = signer;
  const [actors] = useState(() => createPizzaClaimActors({ api: services.api, wallet: () => wallet.current }, address));
  const [, actorRef] = useFlow(pizzaClaimMachine, { actors, testing, subscribe: false });
  const info = useRemote(`pizza-info:${address}:${round}`, (api) => api.basic.pizzaInfo(address));
  const result = useSelector(actorRef, (s) => s.context.result);
  useEffect(() => {
    if (result) onClaimed();
  }, [result, onClaimed]);
  if (!info.data) return <RemoteStatus remote={info} what="what you can claim" retry={info.retry} />;
  return <PizzaClaimView actorRef={actorRef} address={address} claimable={info.data.claimable} claimed={info.data.claimed} />;
}

/** What the address may claim, the message it signs, Claim, and the claim's outcome: the flow's view. */
export function PizzaClaimView({
  actorRef,
  address,
  claimable,
  claimed,
}: {
  actorRef: ActorRefFrom<PizzaClaimMachine>;
  address: string;
  claimable: string;
  claimed: string;
}) {
  const state = useSelector(actorRef, (s) => s);
  const { result, error, notice } = state.context;
  const working = !state.matches('ready');
  // The wallet's prompt, then the claim on its way.
  const step = useSigningStepWords(state, 'Sending the claim…');
  return (
    <>
      <p data-testid="pizza-claimable">
        {canClaimPizza(claimable) ? `You can claim ${claimable} ${PIZZA_TICK}.` : `Nothing to claim for this address now.`}
        {canClaimPizza(claimed) ? ` You have claimed ${claimed} ${PIZZA_TICK}.` : ''}
      </p>
      {canClaimPizza(claimable) ? (
        <>
          <p className={css.reason}>
            Your wallet signs this message, which sends nothing and spends nothing: <q className={css.mono}>{pizzaClaimMessage(address, claimable)}</q>
          </p>
          <p className={css.actions}>
            <BusyButton
              primary
              label={`Claim ${claimable} ${PIZZA_TICK}`}
              busyLabel="Claiming…"
              busy={working}
              onPress={() => actorRef.send({ type: 'CLAIM', amount: claimable })}
              testId="pizza-claim-button"
            />
          </p>
        </>
      ) : null}
      <Progress plain words={step} />
      <Progress
        plain
        testId="pizza-claimed"
        words={
          result
            ? `Claimed ${result.amount} ${PIZZA_TICK}: ${result.inscriptionIds.length === 1 ? '1 mint inscription' : `${result.inscriptionIds.length} mint inscriptions`} on their way to your address.`
            : null
        }
      />
      <Progress plain words={notice} />
      <Refusal message={error} />
    </>
  );
}

import { useEffect, useId, useState } from 'react';
import { Decimal } from '../../domain/decimal';
import { slippageFraction, slippageInForce } from '../../domain/swap/slippage';
import { autoSlippagePercent } from '../../domain/swap/auto-slippage';
import { useServices } from '../hooks/services';
import { checkTokenAmount, fieldAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { ExactType, SwapRes } from '../../domain/swap/swap-entities';
import { impactOverMax, needsImpactConsent, poolSide, swapTerms } from '../../domain/swap/swap-quote';
import { ImpactGuard, PriceMoved } from './price-guards';
import { listedPoolStale, samePair } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { swapBlockedReason, swapDoneWords } from '../../domain/swap/swap-form-words';
import { swapOpMachine } from '../../flows/swap-op/swap-op.machine';
import { useFlow } from '../hooks/use-flow';
import { useOperationStages } from '../hooks/use-operation-stages';
import { useSigningStepValue } from '../hooks/use-signing-step';
import { swapOpPhase } from '../../flows/swap-op/swap-op.stages';
import { button } from '../theme/ui.css';
import { OpFooter, isWorking } from './op-footer';
import { TokenPicker } from './token-picker';
import { SwapQuoteDetails, usePoolFeeRate } from './swap-quote-details';
import { quoteUsd } from '../../domain/swap/swap-quote-rows';
import { DepositHint } from './deposit-hint';
import { SlippageSettings, useSlippage } from './slippage-settings';
import { swapActors, swapBalanceOf, type SwapQuote } from '../../flows/swap-op/swap-op.actors';
import * as css from './swap.css';
import { AmountInput, amountSizeClass } from './amount-input';
import { SwapReview } from './swap-review';
import type { Prepared } from '../../flows/swap-op/swap-op.actors';
import type { SwapFormProps } from './swap-form-props';

const WORKING: Readonly<Record<string, string>> = {
  preparing: 'Preparing the swap…',
  committing: 'Waiting for the rollup to be committed…',
  requoting: 'Getting a new quote…',
};

/**
 * The swap: pick the two ticks with their swap balances, type the amount to pay (exact in) or
 * to receive (exact out); after a pause the quote shows the rate, the price impact from the pool's reserves,
 * the minimum received or maximum sold from the slippage tolerance. Swap signs the sequencer's message in the
 * wallet and submits it. Self-contained (props and providers only), so the widget can ship it.
 */

export function SwapForm({ deps, address, ticks, pools, onConnect, onDone, onPoolsStale, testing, preset, onSuccess, onStage, deposit }: SwapFormProps) {
  const firstPool = pools[0];
  const [tickIn, setTickIn] = useState(preset?.tickIn ?? firstPool?.tick0 ?? ticks[0]?.tick ?? '');
  const [tickOut, setTickOut] = useState(preset?.tickOut ?? firstPool?.tick1 ?? ticks[1]?.tick ?? '');
  const [exactType, setExactType] = useState<ExactType>('exactIn');
  const [typed, setTyped] = useState(preset?.amount ?? '');
  const services = useServices();
  const [slippageChoice, setSlippage] = useSlippage(preset?.slippagePercent);
  const fixedPair = preset?.fixed === true;
  const [showSettings, setShowSettings] = useState(false);
  const id = useId();
  // The rate either way round, as the user last chose while the form is open; the pools' fee when the config says it.
  const [rateInverted, setRateInverted] = useState(false);
  const poolFeeRate = usePoolFeeRate();

  const [state, actorRef] = useFlow(swapOpMachine, {
    testing,
    onClose: () => {},
    input: { operation: 'swap' },
    actions: {
      // Done: the amount box empties for the next swap, and what was done stays (result) until the user types. With
      // an amount still there, Auto's tolerance following the pools this swap moved would be a new request.
      refreshBalances: ({ context }) => {
        setTyped('');
        onDone();
        if (context.result) onSuccess?.(context.result as SwapRes);
      },
    },
    actors: swapActors(deps),
  });
  const signingStep = useSigningStepValue(state);
  useOperationStages(swapOpPhase(state, signingStep), onStage);

  const balanceIn = swapBalanceOf(ticks, tickIn);
  /** The tick's brc-20 in the wallet (the module side): deposit it to swap it. */
  const walletOf = (tick: string) => ticks.find((t) => t.tick.toLowerCase() === tick.toLowerCase())?.brc20Balance ?? null;
  const balanceOut = swapBalanceOf(ticks, tickOut);
  const typedTick = exactType === 'exactIn' ? tickIn : tickOut;
  const check = checkTokenAmount(typed, { tick: swapTickLabel(typedTick), balance: exactType === 'exactIn' && address ? balanceIn : null });
  const sameTick = tickIn.toLowerCase() === tickOut.toLowerCase();
  const listedPool = sameTick ? undefined : pools.find((p) => samePair(p, { tick0: tickIn, tick1: tickOut }));
  const pairOk = listedPool !== undefined;
  // The tolerance in force: Auto's follows the pool's depth for this amount (auto-slippage.ts).
  const slippage = slippageInForce(slippageChoice, check.ok ? autoSlippagePercent(poolSide(listedPool ?? null, tickIn), check.text, exactType) : undefined);
  // A box with no usable tolerance stays in sight, with its reason, until it holds one.
  const settingsShown = showSettings || slippage === null;
  const requestKey = check.ok && pairOk && slippage !== null ? JSON.stringify([tickIn, tickOut, exactType, check.text, slippage]) : '';

  // The form's usable values go to the machine (EDIT); unusable ones clear the quote (CLEAR, no call).
  useEffect(() => {
    if (requestKey) {
      const [tIn, tOut, exact, amount, percent] = JSON.parse(requestKey) as string[];
      actorRef.send({ type: 'EDIT', request: { tickIn: tIn!, tickOut: tOut!, exactType: exact!, amount: amount!, slippage: slippageFraction(percent!) } });
    } else actorRef.send({ type: 'CLEAR' });
  }, [requestKey, actorRef]);

  const working = isWorking(state);
  const quote = state.context.quote as SwapQuote | null;
  const terms =
    quote && check.ok && slippage !== null
      ? swapTerms({ tickIn, tickOut, exactType, amount: check.text, expect: quote.res.expect, slippagePercent: slippage, side: poolSide(quote.pool, tickIn) })
      : null;
  // A quote whose pool moved since the pools were listed (someone else's swap): the pools are read again.
  const poolsStale = quote !== null && listedPoolStale(pools, quote.pool);
  useEffect(() => {
    if (poolsStale) onPoolsStale?.();
  }, [poolsStale, quote?.pool.amount0, quote?.pool.amount1, onPoolsStale]);
  const otherShown = terms ? fieldAmount(exactType === 'exactIn' ? terms.amountOut : terms.amountIn) : '';
  const payTooMuch = terms !== null && address !== null && balanceIn !== null && new Decimal(terms.amountIn).gt(balanceIn);
  // More than the swap holds while the wallet holds some: the way in is a deposit (issue 28, 5).
  const walletIn = walletOf(tickIn);
  const shortInSwap = address !== null && balanceIn !== null && ((!check.ok && check.overBalance === true) || payTooMuch);
  const inWalletOnly = shortInSwap && walletIn !== null && new Decimal(walletIn).gt(0) ? walletIn : null;
  // A price impact past the danger level needs the user's consent, given for this very quote (its impact).
  const [consentedTo, setConsentedTo] = useState<string | null>(null);
  const consentKey = terms?.impact ? `${requestKey}@${terms.impact.toFixed()}` : '';
  const impactToConsent = terms && needsImpactConsent(terms.impact) ? terms.impact : null;
  const impactConsented = impactToConsent === null || consentedTo === consentKey;
  // Past the site's maximum no consent is asked: Swap is off, and the reason shows.
  const overMax = terms ? impactOverMax(terms.impact, services.config.maxPriceImpactPercent) : null;
  const shownQuote = state.context.shown as SwapQuote | null;
  const quoting = state.matches('typing') || state.matches('quoting');

  const type = (side: ExactType, value: string) => {
    setExactType(side);
    setTyped(value);
  };
  const flip = () => {
    setTickIn(tickOut);
    setTickOut(tickIn);
    setExactType(exactType === 'exactIn' ? 'exactOut' : 'exactIn');
  };
  const pick = (side: 'in' | 'out', tick: string) => {
    const other = side === 'in' ? tickOut : tickIn;
    // Picking the other side's tick swaps the two, as people expect.
    if (tick.toLowerCase() === other.toLowerCase()) return flip();
    if (side === 'in') setTickIn(tick);
    else setTickOut(tick);
  };

  /** Why the button cannot be pressed yet, in the order a person checks them (null: it can, once quoted). */
  const blocked = swapBlockedReason({
    sameTick,
    pairOk,
    amount: check,
    slippageSet: slippage !== null,
    quoting,
    payTooMuch,
    tickIn,
    overMax: overMax !== null,
    priceWaiting: quote !== null && shownQuote !== quote && (state.matches('priceMoved') || state.matches('refreshing')),
    impactConsented,
  });
  const result = state.matches('success') ? (state.context.result as SwapRes) : null;

  const side = (which: 'in' | 'out') => {
    const isIn = which === 'in';
    const tick = isIn ? tickIn : tickOut;
    const balance = isIn ? balanceIn : balanceOut;
    const exact: ExactType = isIn ? 'exactIn' : 'exactOut';
    const mine = exactType === exact;
    return (
      <div className={css.side}>
        <div className={css.sideHead}>
          <label htmlFor={`${id}-${which}`}>{isIn ? 'You pay' : 'You receive'}</label>
          {address ? (
            <span>
              {walletOf(tick) !== null ? `Wallet: ${formatTokenAmount(walletOf(tick)!)} · ` : ''}In the swap:{' '}
              {balance === null ? '…' : formatTokenAmount(balance)}
              {isIn && balance !== null && new Decimal(balance).gt(0) && !working ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className={button.ghost}
                    onClick={() => type('exactIn', new Decimal(balance).toFixed())}
                    aria-label={`Use all ${swapTickLabel(tick)} in the swap`}
                  >
                    Max
                  </button>
                </>
              ) : null}
            </span>
          ) : null}
        </div>
        <div className={css.sideRow}>
          <AmountInput
            id={`${id}-${which}`}
            sizeClass={amountSizeClass(mine ? typed : otherShown)}
            disabled={working}
            value={mine ? typed : quoting ? '…' : otherShown}
            invalid={mine && check.ok === false && check.problem !== null}
            describedBy={mine && !check.ok && check.problem ? `${id}-problem` : undefined}
            onType={(value) => type(exact, value)}
            testId={`swap-amount-${which}`}
          />
          <TokenPicker
            ticks={ticks}
            value={tick}
            label={isIn ? 'Token you pay' : 'Token you receive'}
            pairWith={{ pools, other: isIn ? tickOut : tickIn }}
            disabled={working || fixedPair}
            onChange={(next) => pick(which, next)}
          />
        </div>
      </div>
    );
  };

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="swap-form">
      <div className={css.cardHead}>
        <h2 id={`${id}-title`} className={css.cardTitle}>
          Swap
        </h2>
        <button type="button" className={button.ghost} aria-expanded={settingsShown} onClick={() => setShowSettings(!settingsShown)}>
          {slippage === null ? 'Slippage not set' : `Slippage ${slippageChoice.kind === 'auto' ? 'Auto ' : ''}${slippage}%`}
        </button>
      </div>
      {settingsShown ? <SlippageSettings choice={slippageChoice} percent={slippage} onChange={setSlippage} /> : null}
      {side('in')}
      <div className={css.flip}>
        <button type="button" className={button.default} onClick={flip} disabled={working} aria-label="Switch the tokens">
          ↓↑
        </button>
      </div>
      {side('out')}
      {!check.ok && check.problem ? (
        <p id={`${id}-problem`} className={css.problem} data-testid="swap-problem">
          {check.problem}
        </p>
      ) : null}
      {inWalletOnly ? <DepositHint held={inWalletOnly} tick={tickIn} deposit={deposit} /> : null}
      {/* Under the review its own rows say it all: the form's quote rows give way (one set of figures on a phone). */}
      {terms && quote && slippage !== null && !['reviewing', 'confirming', 'reviewMoved'].some((s) => state.matches(s as never)) ? (
        <SwapQuoteDetails
          {...{ terms, tickIn, tickOut, exactType, slippage, poolFeeRate, rateInverted }}
          pool={quote.pool}
          usd={quoteUsd(quote.res, exactType)}
          onInvertRate={() => setRateInverted(!rateInverted)}
        />
      ) : null}
      {(state.matches('priceMoved') || state.matches('refreshing') || state.matches('reviewMoved')) && quote && shownQuote && quote !== shownQuote ? (
        <PriceMoved
          shown={shownQuote.res.expect}
          now={quote.res.expect}
          exactType={exactType}
          tickIn={tickIn}
          tickOut={tickOut}
          onAccept={() => actorRef.send({ type: 'ACCEPT' })}
        />
      ) : null}
      <ImpactGuard
        overMax={overMax}
        impact={address ? impactToConsent : null}
        consented={impactConsented}
        disabled={working}
        onConsent={(yes) => setConsentedTo(yes ? consentKey : null)}
      />
      {address ? (
        <OpFooter
          state={state}
          send={actorRef.send}
          working={WORKING}
          sending="Submitting the swap…"
          action="Swap"
          busyAction="Swapping…"
          blocked={blocked}
          success={result ? swapDoneWords(result) : null}
          again="New swap"
          onAgain={() => setTyped('')}
          testId="swap"
          review={
            terms && quote && slippage !== null && state.context.pre ? (
              <SwapReview
                {...{ terms, poolFeeRate, slippage }}
                pool={quote.pool}
                pre={state.context.pre as Prepared}
                usd={quoteUsd(quote.res, exactType)}
                status={state.matches('confirming') ? 'checking' : state.matches('reviewMoved') ? 'moved' : 'ready'}
                onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
                onBack={() => actorRef.send({ type: 'BACK' })}
              />
            ) : null
          }
        />
      ) : (
        <button type="button" className={`${button.primary} ${css.submit}`} onClick={onConnect} data-testid="swap-submit">
          Connect wallet
        </button>
      )}
    </section>
  );
}

import { useEffect, useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  FEE_INPUT_MAX,
  FEE_SLIDER_MAX,
  confirmationEstimate,
  feeBand,
  feeGaugeMax,
  feeOptions,
  showsCongestionWarning,
  showsLowFeeWarning,
  sliderRateText,
  sliderStep,
  sliderValue,
  visibleFeeOptions,
} from '../../domain/fee-chooser';
import { formatMessage } from '../../domain/messages';
import { createFeeChooserActors } from '../../flows/fee-chooser/fee-chooser.actors';
import { chooserMinimum, chosenRate, customCheck, feeChooserMachine } from '../../flows/fee-chooser/fee-chooser.machine';
import { useServices } from '../hooks/services';
import { useFlow } from '../hooks/use-flow';
import * as css from './fee-chooser.css';

export type FeeChooserActor = ActorRefFrom<typeof feeChooserMachine>;

export interface FeeChooserProps {
  /** The lowest rate the dialog accepts; options below it are hidden. */
  readonly minimumRate?: number;
  /** 1 (Normal) by default; -1 preselects nothing. */
  readonly defaultIndex?: number;
  /** A brc-20 mint: a rate at or below Normal gets the low-fee warning. */
  readonly mintingBrc20?: boolean;
  /** The rate chosen (sats/vB), or null while none is. */
  readonly onChange?: (rate: number | null) => void;
  /** Tests give the machine with its actors controlled and take the running actor. */
  readonly testing?: { readonly machine?: typeof feeChooserMachine; readonly onActor?: (actor: FeeChooserActor) => void };
}

const BAND_WORDS = ['low', 'medium', 'high', 'very high'] as const;

/**
 * The fee chooser a paying dialog shows on its own (in the site and in the widget): it runs the chooser and tells
 * the dialog each rate through `onChange`. A dialog whose flow invokes the chooser renders `FeeChooserPanel` instead.
 */
export function FeeChooser({ minimumRate, defaultIndex, mintingBrc20 = false, onChange, testing }: FeeChooserProps) {
  const services = useServices();
  const [, actorRef] = useFlow(feeChooserMachine, {
    input: { ...(minimumRate === undefined ? {} : { minimumRate }), ...(defaultIndex === undefined ? {} : { defaultIndex }) },
    actors: createFeeChooserActors(services),
    testing,
    // Only what the chooser shows is selected below: each change of the rest does not render it again.
    subscribe: false,
  });
  const rate = useSelector(actorRef, (s) => chosenRate(s.context));
  useEffect(() => {
    onChange?.(rate);
  }, [onChange, rate]);
  return <FeeChooserPanel actorRef={actorRef} mintingBrc20={mintingBrc20} />;
}

/**
 * The fee chooser as the user sees it: Economy, Normal, Custom with a slider and a number input, the time to
 * confirm, a gauge in four colour bands and the warnings; its options off while the rate is fixed.
 */
export function FeeChooserPanel({ actorRef, mintingBrc20 = false }: { readonly actorRef: FeeChooserActor; readonly mintingBrc20?: boolean }) {
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const fixed = useSelector(actorRef, (s) => s.matches({ ready: 'fixed' }));
  const context = useSelector(actorRef, (s) => s.context);
  const rate = chosenRate(context);

  const id = useId();
  const minimum = chooserMinimum(context);
  const options = feeOptions(context.rates, context.passedMinimum);
  const visible = visibleFeeOptions(options, context.passedMinimum);
  const typedCheck = customCheck(context);
  const setCustom = (text: string) => actorRef.send({ type: 'TYPE_CUSTOM_RATE', text });
  const normalRate = options[1]!.rate;

  return (
    <fieldset className={css.chooser} data-testid="fee-chooser" disabled={fixed}>
      <legend className={css.legend}>Network fee</legend>
      {loading ? (
        <p className={css.loading} role="status">
          Loading the current fee rates…
        </p>
      ) : (
        <>
          <div className={css.options} role="radiogroup" aria-label="Fee rate">
            {visible.map((option) => {
              const shownRate = option.name === 'Custom' ? context.customRate : option.rate;
              return (
                <label key={option.name} className={css.option}>
                  <input
                    className={css.radio}
                    type="radio"
                    name={`${id}-fee`}
                    value={option.name}
                    checked={context.selected === option.name}
                    onChange={() => actorRef.send({ type: 'SELECT', option: option.name })}
                  />
                  {/* "Custom: 25 sats/vB", the rate the user set, not a preset's "Custom 25" (issue 45). */}
                  <span className={css.optionName}>{option.name === 'Custom' ? 'Custom:' : option.name}</span>
                  <span className={css.optionRate}>{shownRate} sats/vB</span>
                  <span className={css.optionTime}>{confirmationEstimate(shownRate, context.blocksTime)}</span>
                </label>
              );
            })}
          </div>
          {context.selected === 'Custom' ? (
            <div className={css.custom}>
              <input
                className={css.slider}
                type="range"
                min={minimum}
                max={FEE_SLIDER_MAX}
                step={sliderStep(minimum)}
                value={sliderValue(context.customRate)}
                aria-label="Custom fee rate"
                onChange={(event) => setCustom(sliderRateText(event.target.value))}
              />
              <input
                className={css.number}
                type="number"
                inputMode={minimum < 1 ? 'decimal' : 'numeric'}
                min={minimum}
                max={FEE_INPUT_MAX}
                step={sliderStep(minimum)}
                value={context.customText ?? String(context.customRate)}
                aria-label="Custom fee rate in sats/vB"
                aria-invalid={typedCheck && !typedCheck.ok ? true : undefined}
                aria-describedby={typedCheck && !typedCheck.ok ? `${id}-error` : undefined}
                onChange={(event) => setCustom(event.target.value)}
              />
              <span>sats/vB</span>
            </div>
          ) : null}
          {typedCheck && !typedCheck.ok && context.selected === 'Custom' ? (
            <p id={`${id}-error`} className={css.error} role="alert">
              {typedCheck.error}
            </p>
          ) : null}
          {rate !== null ? (
            <>
              <div className={css.gauge} aria-hidden="true">
                <div className={css.gaugeFill[feeBand(rate)]} style={{ width: `${Math.min(100, (rate / feeGaugeMax(context.customRate)) * 100)}%` }} />
              </div>
              <p className={css.gaugeText} data-testid="fee-level">
                {rate} sats/vB: a {BAND_WORDS[feeBand(rate)]} fee, {confirmationEstimate(rate, context.blocksTime)} to confirm.
              </p>
            </>
          ) : typedCheck?.ok === false ? null : (
            <p className={css.gaugeText}>Choose a fee rate.</p>
          )}
          {rate !== null && showsCongestionWarning(context.selected, rate) ? <p className={css.warning}>{formatMessage('network_congestion')}</p> : null}
          {rate !== null && showsLowFeeWarning(mintingBrc20, rate, normalRate) ? <p className={css.warning}>{formatMessage('brc20_low_fee_warning')}</p> : null}
          {context.failed ? (
            <p className={css.error} role="alert">
              {formatMessage('get_fee_rate_failed')}
            </p>
          ) : null}
        </>
      )}
    </fieldset>
  );
}

import { useId } from 'react';
import type { FeeDiscount } from '../../domain/entities';
import { discountPercent, type FeeDiscounts } from '../../domain/inscribe/inscribe-fees';
import { OUTPUT_VALUE_DEFAULT, OUTPUT_VALUE_INPUT_MAX, OUTPUT_VALUE_SLIDER_MAX, outputValueMin } from '../../domain/inscribe/output-value';
import { FeeChooserPanel, type FeeChooserActor } from '../components/fee-chooser';
import * as css from '../components/kit.css';
import { field } from '../theme/ui.css';
import { Field } from './form-field';
import * as formCss from './inscribe.css';
import { formatAmount } from '../../domain/amount-text';

/**
 * Where and how, for every mode: the receive address (a transfer's is the wallet's own, not to be changed), the
 * address's fee discount, the sats each inscription holds (a slider and the figure) and the fee rate. The form
 * checks what is typed and gives the words of what is wrong.
 */
export function WhereFields({
  target,
  transferring,
  onAddress,
  addressError,
  addressInvalid,
  fee,
  outputText,
  onOutputText,
  outputError,
  outputInvalid,
  chooser,
  mintingBrc20,
}: {
  target: string;
  transferring: boolean;
  onAddress: (address: string) => void;
  addressError: string | null;
  addressInvalid: boolean;
  fee: { readonly discount: FeeDiscount | null; readonly discounts: FeeDiscounts };
  outputText: string;
  onOutputText: (text: string) => void;
  outputError: string | null;
  outputInvalid: boolean;
  /** The form's fee chooser (its machine runs it and keeps the rate). */
  chooser: FeeChooserActor | undefined;
  mintingBrc20: boolean;
}) {
  const id = useId();
  return (
    <section className={css.panel} aria-labelledby={`${id}-where`}>
      <h2 id={`${id}-where`} className={css.panelTitle}>
        Where and how
      </h2>
      <Field
        label="Receive address"
        hint={
          transferring
            ? 'A transfer inscription must go to the address that holds the balance: your own.'
            : 'The inscriptions go to this address. It is your wallet’s unless you change it.'
        }
        error={addressError}
      >
        {(fid, describedBy) => (
          <input
            id={fid}
            aria-describedby={describedBy}
            className={field}
            value={target}
            readOnly={transferring}
            onChange={(e) => onAddress(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={addressInvalid}
            data-testid="receive-address"
          />
        )}
      </Field>
      {fee.discount && discountPercent(fee.discounts) > 0 ? (
        <p className={css.reason} data-testid="fee-discount">
          Discount for this address: {fee.discount.ogPassCount > 0 ? `OG Pass ${fee.discount.ogPassFeeCutPercent}%` : null}
          {fee.discount.unisatFeeCutPercent > 0 ? ` inscriptions ${fee.discount.unisatFeeCutPercent}%` : null}
          {fee.discount.ozPassFeeCutPercent > 0 ? ` partner pass ${fee.discount.ozPassFeeCutPercent}%` : null}
        </p>
      ) : null}
      <Field label={`Sats in each inscription (${outputValueMin(target)} to ${formatAmount(OUTPUT_VALUE_INPUT_MAX)})`} error={outputError}>
        {(fid, describedBy) => (
          <div className={formCss.sliderRow}>
            <input
              type="range"
              aria-label="Sats in each inscription, slider"
              min={outputValueMin(target)}
              max={OUTPUT_VALUE_SLIDER_MAX}
              value={Math.min(Math.max(Number(outputText) || OUTPUT_VALUE_DEFAULT, outputValueMin(target)), OUTPUT_VALUE_SLIDER_MAX)}
              onChange={(e) => onOutputText(e.target.value)}
              className={formCss.slider}
            />
            <input
              id={fid}
              aria-describedby={describedBy}
              className={`${field} ${formCss.number}`}
              inputMode="numeric"
              value={outputText}
              onChange={(e) => onOutputText(e.target.value)}
              aria-invalid={outputInvalid}
              data-testid="output-value"
            />
          </div>
        )}
      </Field>
      {chooser ? <FeeChooserPanel actorRef={chooser} mintingBrc20={mintingBrc20} /> : null}
    </section>
  );
}

import { formatAmount } from '../../domain/amount-text';
import type { Brc20Op } from '../../domain/inscribe/inscribe-items';
import type { TickFacts } from '../../domain/inscribe/brc20-items';
import * as css from '../components/kit.css';
import { RadioTabs } from '../components/radio-tabs';
import { field } from '../theme/ui.css';
import { Field } from './form-field';
import * as formCss from './inscribe.css';

const OP_LABELS: Readonly<Record<Brc20Op, string>> = { deploy: 'Deploy', mint: 'Mint', transfer: 'Transfer' };

/** What the brc-20 mode's fields hold, as typed. */
export interface Brc20Values {
  readonly op: Brc20Op;
  readonly tick: string;
  readonly max: string;
  readonly lim: string;
  readonly dec: string;
  readonly amt: string;
  readonly repeat: string;
}

/**
 * The brc-20 mode's fields: the operation, the tick with what the indexer knows of it, then a deploy's supply, limit
 * and decimals or a mint's or transfer's amount (a mint's repeat too); a transfer says where it goes and from what.
 */
export function Brc20Fields({
  values,
  set,
  tickOk,
  facts,
  transferring,
  balance,
}: {
  values: Brc20Values;
  set: { readonly [K in keyof Brc20Values]: (value: Brc20Values[K]) => void };
  /** The tick is well formed: what the indexer knows of it is shown. */
  tickOk: boolean;
  facts: { readonly result: TickFacts | null; readonly error: string | null };
  transferring: boolean;
  /** The available balance of the tick, for a transfer. */
  balance: string | null;
}) {
  return (
    <>
      <RadioTabs
        label="brc-20 operation"
        options={(Object.keys(OP_LABELS) as Brc20Op[]).map((o) => ({ value: o, label: OP_LABELS[o] }))}
        value={values.op}
        onChange={set.op}
        testIdPrefix="op-"
      />
      <Field label="Tick" hint="4 bytes, or 5 bytes for a self-mint tick that only its deployer mints.">
        {(fid) => (
          <input
            id={fid}
            className={field}
            value={values.tick}
            onChange={(e) => set.tick(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="brc20-tick"
          />
        )}
      </Field>
      {tickOk && facts.result ? (
        <p className={css.reason} data-testid="tick-facts">
          {facts.result.ticker}: {facts.result.totalMinted} of {facts.result.max} minted, at most {facts.result.limit} per mint.
        </p>
      ) : null}
      {facts.error ? <p className={css.warning}>{facts.error}</p> : null}
      {values.op === 'deploy' ? (
        <div className={formCss.row}>
          <Field label="Maximum supply">
            {(fid) => (
              <input id={fid} className={field} inputMode="decimal" value={values.max} onChange={(e) => set.max(e.target.value)} data-testid="brc20-max" />
            )}
          </Field>
          <Field label="Limit per mint (optional)">
            {(fid) => (
              <input id={fid} className={field} inputMode="decimal" value={values.lim} onChange={(e) => set.lim(e.target.value)} data-testid="brc20-lim" />
            )}
          </Field>
          <Field label="Decimals (optional, 18)">
            {(fid) => <input id={fid} className={field} inputMode="numeric" value={values.dec} onChange={(e) => set.dec(e.target.value)} />}
          </Field>
        </div>
      ) : (
        <div className={formCss.row}>
          <Field label="Amount">
            {(fid) => (
              <input id={fid} className={field} inputMode="decimal" value={values.amt} onChange={(e) => set.amt(e.target.value)} data-testid="brc20-amount" />
            )}
          </Field>
          {values.op === 'mint' ? (
            <Field label="Repeat (inscriptions)">
              {(fid) => (
                <input
                  id={fid}
                  className={field}
                  inputMode="numeric"
                  value={values.repeat}
                  onChange={(e) => set.repeat(e.target.value)}
                  data-testid="brc20-repeat"
                />
              )}
            </Field>
          ) : null}
        </div>
      )}
      {transferring ? (
        <p className={css.reason} data-testid="transfer-note">
          A transfer inscription goes to your own address, from your available balance{balance !== null ? ` (${formatAmount(balance)} ${values.tick})` : ''}.
          Send it afterwards to move the tokens.
        </p>
      ) : null}
    </>
  );
}

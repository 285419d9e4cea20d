import { useId, useMemo, useState } from 'react';
import { formatAmount } from '../../domain/amount-text';
import { inscribeFees } from '../../domain/inscribe/inscribe-fees';
import { OUTPUT_VALUE_DEFAULT } from '../../domain/inscribe/output-value';
import type { Problem } from '../../domain/inscribe/inscribe-items';
import { runesOrderCreator, type RunesOrderAsk } from '../../flows/inscribe-order/order-creators';
import { formatMessage } from '../../domain/messages';
import { RUNE_MAX_DIVISIBILITY } from '../../domain/runes/rune-amount';
import {
  minimumRuneLength,
  checkEtching,
  checkMint,
  etchingContent,
  firstRuneHeight,
  mintContent,
  parseRuneName,
  runeIdOf,
  type EtchInput,
  type Etching,
} from '../../domain/runes/rune-rules';
import { useServices } from '../hooks/services';
import { FeeChooserPanel } from '../components/fee-chooser';
import { FeePanel } from './fee-panel';
import { Field } from './form-field';
import { useFeeDiscount } from './use-fee-discount';
import { useOrderForm, type OrderFormProps } from './use-order-form';
import * as formCss from './inscribe.css';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { runesChain } from '../../services/reads/inscribe-reads';
import { RemoteStatus } from '../components/market-bits';
import { useNetwork } from '../hooks/network-context';
import { orderPayer } from '../../domain/inscribe/order-payer';
import { useUserSession } from '../hooks/user-session-context';
import { button, field } from '../theme/ui.css';
import { RadioTabs } from '../components/radio-tabs';

type Op = 'etch' | 'mint';
const say = (p: Problem) => formatMessage(p.key, p.params as Record<string, string>);
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The etch and mint form of /runes/inscribe: the rune's checks in our words, the fee panel, then Inscribe. */
export function RunesForm({
  initialOp,
  initialRune,
  onPlace,
  testing,
}: OrderFormProps & {
  initialOp: Op;
  initialRune: string;
}) {
  const services = useServices();
  const session = useUserSession();
  const { network } = useNetwork();
  const id = useId();
  const [op, setOp] = useState<Op>(initialOp);
  const [etch, setEtch] = useState<EtchInput>({ name: '', symbol: '', divisibility: '', premine: '', amount: '', cap: '' });
  const [rune, setRune] = useState(initialRune);
  const [count, setCount] = useState('1');
  // The form's machine keeps the rate its fee chooser tells, and hands the order on at it (placeAt, below).
  const order = useOrderForm((rate) => placeAt(rate), testing);
  const feeRate = order.feeRate;
  const address = session.status === 'connected' ? (session.user?.address ?? '') : '';
  const fee = useFeeDiscount(address);
  const chain = useRemote('runes-chain', runesChain);
  const runes = chain.data?.runes ?? [];
  const checked = useMemo(() => {
    if (!chain.data) return null;
    if (op === 'etch') {
      if (etch.name.trim() === '') return null;
      return checkEtching(etch, {
        height: chain.data.height,
        firstRuneHeight: firstRuneHeight(network),
        etched: (letters) => chain.data!.runes.some((r) => r.rune === letters),
      });
    }
    if (rune.trim() === '') return null;
    const name = parseRuneName(rune);
    const found = name.ok ? chain.data.runes.find((r) => r.rune === name.value.letters) : undefined;
    return checkMint({ rune, count }, found ? { spacedRune: found.spacedRune, terms: found.terms ?? null, mints: found.mints } : null);
  }, [chain.data, op, etch, rune, count, network]);
  const contents = useMemo(() => {
    if (!checked?.ok) return null;
    const value = checked.value as { spaced: string; count?: number };
    return op === 'etch'
      ? [etchingContent(checked.value as Parameters<typeof etchingContent>[0])]
      : Array.from({ length: value.count ?? 1 }, () => mintContent(value.spaced));
  }, [checked, op]);
  const fees = useMemo(
    () =>
      contents && feeRate !== null && address && !fee.busy
        ? inscribeFees({ contentBytes: contents.map(bytes), receiveAddress: address, feeRate, outputValue: OUTPUT_VALUE_DEFAULT, discounts: fee.discounts })
        : null,
    [contents, feeRate, address, fee.busy, fee.discounts],
  );
  const set = (key: keyof EtchInput) => (value: string) => setEtch((e) => ({ ...e, [key]: value }));
  // The order placed at the rate the form's machine hands on (the fee panel's).
  const placeAt = (rate: number) => {
    if (!fees || !contents || !session.user) return;
    const payer = orderPayer(session.user);
    const itemCount = contents.length;
    const totalSats = fees.total.toNumber();
    const ask: RunesOrderAsk =
      op === 'etch' ? { op, etching: (checked as { value: Etching }).value, content: contents[0]! } : { op, runeid: runeIdOf(runes, rune), count: itemCount };
    onPlace(runesOrderCreator(services, ask, { receiveAddress: address, feeRate: rate, outputValue: OUTPUT_VALUE_DEFAULT, totalSats, payer }), totalSats);
  };
  const place = () => {
    if (!address || !session.user) return session.connect();
    if (fees && contents) order.place();
  };
  const mintable = runes.filter((r) => r.mintable);
  return (
    <form
      className={formCss.layout}
      onSubmit={(e) => {
        e.preventDefault();
        place();
      }}
    >
      <div className={formCss.main}>
        <section className={css.panel} aria-labelledby={`${id}-t`}>
          <h2 id={`${id}-t`} className={css.panelTitle}>
            {op === 'etch' ? 'Etch a rune' : 'Mint a rune'}
          </h2>
          <RadioTabs
            label="Etch or mint"
            options={[
              { value: 'etch', label: 'Etch' },
              { value: 'mint', label: 'Mint' },
            ]}
            value={op}
            onChange={setOp}
            testIdPrefix="runes-"
          />
          {/* While the chain is read its hints say so in place (a line that showed and went moved the form, issue 46). */}
          {!chain.data && chain.status === 'failed' ? <RemoteStatus remote={chain} what="the runes etched so far" retry={chain.retry} /> : null}
          {op === 'etch' ? (
            <>
              <Field
                label="Name"
                hint={`Letters A to Z, with • (or .) between words; ${chain.data ? `at least ${minimumRuneLength(chain.data.height, firstRuneHeight(network))} letters at this block height` : 'reading the least length at this block height…'}.`}
              >
                {(fid) => (
                  <input
                    id={fid}
                    className={field}
                    value={etch.name}
                    onChange={(e) => set('name')(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    data-testid="rune-name"
                  />
                )}
              </Field>
              <div className={formCss.row}>
                <Field label="Symbol (one character)">
                  {(fid) => (
                    <input
                      id={fid}
                      className={field}
                      value={etch.symbol}
                      onChange={(e) => set('symbol')(e.target.value)}
                      placeholder="¤"
                      data-testid="rune-symbol"
                    />
                  )}
                </Field>
                <Field label={`Divisibility (0 to ${RUNE_MAX_DIVISIBILITY})`}>
                  {(fid) => (
                    <input
                      id={fid}
                      className={field}
                      inputMode="numeric"
                      value={etch.divisibility}
                      onChange={(e) => set('divisibility')(e.target.value)}
                      placeholder="0"
                    />
                  )}
                </Field>
                <Field label="Premine (to you)">
                  {(fid) => (
                    <input
                      id={fid}
                      className={field}
                      inputMode="decimal"
                      value={etch.premine}
                      onChange={(e) => set('premine')(e.target.value)}
                      placeholder="0"
                      data-testid="rune-premine"
                    />
                  )}
                </Field>
              </div>
              <div className={formCss.row}>
                <Field label="Amount per mint">
                  {(fid) => (
                    <input
                      id={fid}
                      className={field}
                      inputMode="decimal"
                      value={etch.amount}
                      onChange={(e) => set('amount')(e.target.value)}
                      data-testid="rune-amount"
                    />
                  )}
                </Field>
                <Field label="Number of mints (cap)">
                  {(fid) => (
                    <input
                      id={fid}
                      className={field}
                      inputMode="numeric"
                      value={etch.cap}
                      onChange={(e) => set('cap')(e.target.value)}
                      data-testid="rune-cap"
                    />
                  )}
                </Field>
              </div>
            </>
          ) : (
            <>
              <Field
                label="Rune"
                hint={
                  !chain.data
                    ? 'Reading the runes open for minting…'
                    : mintable.length
                      ? `Open for minting: ${mintable.map((r) => r.spacedRune).join(', ')}`
                      : 'No rune is open for minting right now.'
                }
              >
                {(fid) => (
                  <input
                    id={fid}
                    className={field}
                    value={rune}
                    onChange={(e) => setRune(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    data-testid="rune-mint-name"
                  />
                )}
              </Field>
              <Field label="How many mints">
                {(fid) => (
                  <input
                    id={fid}
                    className={`${field} ${formCss.number}`}
                    inputMode="numeric"
                    value={count}
                    onChange={(e) => setCount(e.target.value)}
                    data-testid="rune-mint-count"
                  />
                )}
              </Field>
              {checked?.ok ? (
                <p className={css.reason} data-testid="rune-mint-amount">
                  You receive {formatAmount((checked.value as { amount: string }).amount)} {(checked.value as { spaced: string }).spaced}.
                </p>
              ) : null}
            </>
          )}
          {checked && !checked.ok ? (
            <p className={css.warning} role="alert" data-testid="rune-problem">
              {say(checked.problem)}
            </p>
          ) : null}
          <p className={css.reason}>
            {address ? (
              <>
                The runes go to your address <span className={css.mono}>{address}</span>.
              </>
            ) : (
              'Connect a wallet: the runes go to its address.'
            )}
          </p>
          {order.chooser ? <FeeChooserPanel actorRef={order.chooser} /> : null}
        </section>
      </div>
      <div className={formCss.side}>
        <FeePanel fees={fees} feeRate={feeRate} goods={op === 'etch' ? 'etching' : 'mints'} />
        <button type="submit" className={`${button.primary} ${formCss.submit}`} disabled={address !== '' && !fees} data-testid="runes-submit">
          {!address ? 'Connect wallet' : op === 'etch' ? 'Etch' : 'Mint'}
        </button>
      </div>
    </form>
  );
}

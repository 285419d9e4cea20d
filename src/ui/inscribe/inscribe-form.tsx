import { useEffect, useId, useMemo, useState } from 'react';
import { TYPING_SETTLE_MS } from '../../domain/constants';
import { inscribeFees, type InscribeFees } from '../../domain/inscribe/inscribe-fees';
import { OUTPUT_VALUE_DEFAULT, checkOutputValue } from '../../domain/inscribe/output-value';
import { checkReceiveAddress } from '../../domain/inscribe/order-addresses';
import { checkTick, deployItems, mintItems, transferItems, type TickFacts } from '../../domain/inscribe/brc20-items';
import { itemBytes, type Brc20Op, type Checked, type InscribeItem, type InscribeMode, type Problem } from '../../domain/inscribe/inscribe-items';
import { textItems } from '../../domain/inscribe/text-items';
import { formatMessage } from '../../domain/messages';
import type { Network } from '../../domain/network';
import { useServices } from '../hooks/services';
import * as css from '../components/kit.css';
import { orderPayer, type OrderPayer } from '../../domain/inscribe/order-payer';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { FeePanel } from './fee-panel';
import { useFeeDiscount } from './use-fee-discount';
import { useLookup } from './use-lookup';
import { availableBalance, tickFacts as readTickFacts } from '../../services/reads/inscribe-reads';
import * as formCss from './inscribe.css';
import { RadioTabs } from '../components/radio-tabs';
import { Brc20Fields } from './brc20-fields';
import { DomainFields } from './domain-fields';
import { useNamesCheck } from './use-names-check';
import { FilesField, useChosenFiles } from './file-fields';
import { TextFields } from './text-fields';
import { WhereFields } from './where-fields';
import { useOrderForm } from './use-order-form';
import type { DialogTesting } from '../hooks/use-flow';
import type { OrderFormMachine } from '../../flows/order-form/order-form.machine';

export const MODE_LABELS: Readonly<Record<Exclude<InscribeMode, 'collection'>, string>> = { text: 'Text', file: 'Files', brc20: 'brc-20', domain: 'Names' };

/** What the form hands over to place an order: the items, where they go, the fee rate and the panel's numbers. */
export interface PlaceRequest {
  readonly mode: InscribeMode;
  readonly items: readonly InscribeItem[];
  readonly receiveAddress: string;
  readonly outputValue: number;
  readonly feeRate: number;
  readonly fees: InscribeFees;
  /** Domain mode: the names, checked for existence before the order is made. */
  readonly names?: readonly string[];
  /** Who places the order: the connected wallet. */
  readonly payer: OrderPayer;
}

export interface InscribeFormProps {
  readonly network: Network;
  readonly initialMode?: InscribeMode;
  readonly initialOp?: Brc20Op;
  readonly initialTick?: string;
  readonly onPlace: (request: PlaceRequest) => void;
  /** Set while the page is placing an order (the existence check, the order call). */
  readonly placing?: boolean;
  readonly placeError?: string | null;
  /** A partner's fee per inscription to its own address (a link's `devAddress` and `devFee`), already checked. */
  readonly devFee?: { readonly devAddress: string; readonly devFee: number } | null;
  /** Tests give the form's machine with its actors controlled and take the running actor. */
  readonly testing?: DialogTesting<OrderFormMachine>;
}

const say = (p: Problem) => formatMessage(p.key, p.params as Record<string, string>);

/**
 * The Inscribe form (/inscribe): text (one, or one per line), files (drag and drop), brc-20 deploy,
 * mint and transfer, and names; where the inscriptions go, the sats each holds, the fee rate and the fee panel.
 * Each mode's rule is in src/domain/inscribe/inscribe-items.ts; what fails says so next to its field, and the
 * Inscribe button stays off until there is something valid to inscribe.
 */
export function InscribeForm({
  network,
  initialMode = 'text',
  initialOp = 'mint',
  initialTick = '',
  onPlace,
  placing = false,
  placeError = null,
  devFee = null,
  testing,
}: InscribeFormProps) {
  const services = useServices();
  const session = useUserSession();
  const id = useId();
  const connected = session.status === 'connected' && session.user ? session.user : null;
  const [mode, setMode] = useState<Exclude<InscribeMode, 'collection'>>(initialMode === 'collection' ? 'text' : initialMode);
  // A refusal of the page's belongs to the form it was placed from: switching mode (Names to Text), or changing the
  // names it named ('Already inscribed: satoshi.sats'), leaves it behind.
  const [placedFrom, setPlacedFrom] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [bulk, setBulk] = useState(false);
  const chosenFiles = useChosenFiles(network);
  const files = chosenFiles.files;
  const [op, setOp] = useState<Brc20Op>(initialOp);
  const [tick, setTick] = useState(initialTick);
  const [max, setMax] = useState('');
  const [lim, setLim] = useState('');
  const [dec, setDec] = useState('');
  const [amt, setAmt] = useState('');
  const [repeat, setRepeat] = useState('1');
  const [namesText, setNamesText] = useState('');
  const [typedAddress, setTypedAddress] = useState<string | null>(null);
  const [outputText, setOutputText] = useState(String(OUTPUT_VALUE_DEFAULT));
  // The form's machine keeps the rate its fee chooser tells, and hands the order on at it (submitAt, below).
  const order = useOrderForm((rate) => submitAt(rate), testing);
  const feeRate = order.feeRate;
  // The page's refusal (a name inscribed already) brings the form back, its chooser open again.
  const { refused } = order;
  useEffect(() => {
    if (placeError) refused();
  }, [placeError, refused]);

  // The receive address is the connected wallet's until the person types another.
  const receiveAddress = typedAddress ?? connected?.address ?? '';
  const transferring = mode === 'brc20' && op === 'transfer';
  const target = transferring ? (connected?.address ?? '') : receiveAddress;

  const api = services.api;
  const fee = useFeeDiscount(target);
  const tickOk = mode === 'brc20' && checkTick(tick).ok;
  const tickFacts = useLookup<TickFacts | null>(tickOk ? tick : null, (t) => readTickFacts(api, t), TYPING_SETTLE_MS);
  const balance = useLookup<string | null>(
    tickOk && transferring && connected ? `${connected.address}|${tick}` : null,
    (key) => {
      const [address, t] = key.split('|') as [string, string];
      return availableBalance(api, address, t);
    },
    TYPING_SETTLE_MS,
  );

  const formKey = mode === 'domain' ? `domain:${namesText}` : `${mode}:${op}`;
  const addressCheck = checkReceiveAddress(target, network);
  const output = checkOutputValue(outputText, target);
  const names = useNamesCheck(namesText);

  const items: Checked<readonly InscribeItem[]> | null = useMemo(() => {
    switch (mode) {
      case 'text':
        return text.trim() === '' ? null : textItems(text, bulk, network);
      case 'file':
        return files.length === 0 ? null : { ok: true, value: files };
      case 'domain':
        return names.items;
      case 'brc20': {
        if (tick === '') return null;
        const t = checkTick(tick);
        if (!t.ok) return t;
        if (tickFacts.busy) return null;
        if (op === 'deploy') return max === '' ? null : deployItems({ tick, max, lim, dec }, tickFacts.result);
        if (amt === '') return tickFacts.result === null ? { ok: false, problem: { key: 'tick_not_found', params: { tick } } } : null;
        if (op === 'mint') return mintItems({ tick, amt, repeat, minter: connected?.address ?? '' }, tickFacts.result, network);
        if (balance.busy) return null;
        return transferItems({ tick, amt }, tickFacts.result, balance.result);
      }
    }
  }, [
    mode,
    text,
    bulk,
    network,
    files,
    names.items,
    tick,
    op,
    max,
    lim,
    dec,
    amt,
    repeat,
    tickFacts.busy,
    tickFacts.result,
    balance.busy,
    balance.result,
    connected?.address,
  ]);

  const fees = useMemo(() => {
    if (!items?.ok || feeRate === null || !output.ok) return null;
    return inscribeFees({
      contentBytes: items.value.map(itemBytes),
      receiveAddress: target,
      feeRate,
      outputValue: output.value,
      discounts: fee.discounts,
      ...(devFee ? { extraFeePerItem: devFee.devFee } : {}),
    });
  }, [items, feeRate, output, target, fee.discounts, devFee]);

  // The address's discount is part of the total: Inscribe waits for its lookup.
  const ready = items?.ok === true && addressCheck.ok && output.ok && fees !== null && !fee.busy && !placing;
  const submit = () => {
    if (!connected) return session.connect();
    if (ready) order.place();
  };
  // The order placed at the rate the form's machine hands on (the fee panel's).
  const submitAt = (rate: number) => {
    if (!connected || !items?.ok || !output.ok || !fees) return;
    setPlacedFrom(formKey);
    onPlace({
      mode,
      items: items.value,
      receiveAddress: target.trim(),
      outputValue: output.value,
      feeRate: rate,
      fees,
      ...(mode === 'domain' ? { names: names.parsed.names.map((n) => n.name) } : {}),
      payer: orderPayer(connected),
    });
  };

  const problem = items && !items.ok ? say(items.problem) : null;
  return (
    <form
      className={formCss.layout}
      aria-labelledby={`${id}-what`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={formCss.main}>
        <section className={css.panel} aria-labelledby={`${id}-what`}>
          <h2 id={`${id}-what`} className={css.panelTitle}>
            What to inscribe
          </h2>
          <RadioTabs
            label="Inscribe mode"
            options={(Object.keys(MODE_LABELS) as (keyof typeof MODE_LABELS)[]).map((m) => ({ value: m, label: MODE_LABELS[m] }))}
            value={mode}
            onChange={setMode}
            testIdPrefix="mode-"
          />
          {mode === 'text' ? <TextFields text={text} onText={setText} bulk={bulk} onBulk={setBulk} problemId={problem ? `${id}-problem` : null} /> : null}
          {mode === 'file' ? (
            <FilesField files={files} onAdd={chosenFiles.add} onRemove={chosenFiles.remove} problems={chosenFiles.problems} network={network} />
          ) : null}
          {mode === 'brc20' ? (
            <Brc20Fields
              values={{ op, tick, max, lim, dec, amt, repeat }}
              set={{ op: setOp, tick: setTick, max: setMax, lim: setLim, dec: setDec, amt: setAmt, repeat: setRepeat }}
              tickOk={tickOk}
              facts={tickFacts}
              transferring={transferring}
              balance={balance.result}
            />
          ) : null}
          {mode === 'domain' ? (
            <DomainFields
              namesText={namesText}
              onNamesText={setNamesText}
              invalid={names.parsed.invalid}
              taken={names.taken}
              onRemoveTaken={() => setNamesText(names.withoutTaken())}
              problemId={problem ? `${id}-problem` : null}
            />
          ) : null}
          {problem ? (
            <p id={`${id}-problem`} className={css.warning} role="alert" data-testid="inscribe-problem">
              {problem}
            </p>
          ) : null}
        </section>

        <WhereFields
          target={target}
          transferring={transferring}
          onAddress={setTypedAddress}
          addressError={!addressCheck.ok && (target !== '' || connected) ? say(addressCheck.problem) : null}
          addressInvalid={target !== '' && !addressCheck.ok}
          fee={fee}
          outputText={outputText}
          onOutputText={setOutputText}
          outputError={output.ok ? null : say(output.problem)}
          outputInvalid={!output.ok}
          chooser={order.chooser}
          mintingBrc20={mode === 'brc20' && op === 'mint'}
        />
      </div>
      <div className={formCss.side}>
        <FeePanel fees={fees} feeRate={feeRate} />
        {placeError && placedFrom === formKey ? (
          <p className={css.warning} role="alert" data-testid="place-error">
            {placeError}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${button.primary} ${formCss.submit}`}
          disabled={connected ? !ready : false}
          aria-busy={placing}
          data-testid="inscribe-submit"
        >
          {!connected ? 'Connect wallet to inscribe' : placing ? 'Placing your order…' : 'Inscribe'}
        </button>
        <p className={css.reason}>You pay once, from your wallet, to the order’s own address. The inscriptions are made as blocks confirm it.</p>
      </div>
    </form>
  );
}

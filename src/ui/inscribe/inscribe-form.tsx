import { useCallback, useId, useMemo, useState, type DragEvent } from 'react';
import { TYPING_SETTLE_MS } from '../../domain/constants';
import { discountPercent, inscribeFees, type InscribeFees } from '../../domain/inscribe/inscribe-fees';
import {
  OUTPUT_VALUE_DEFAULT,
  OUTPUT_VALUE_INPUT_MAX,
  OUTPUT_VALUE_SLIDER_MAX,
  checkOutputValue,
  checkReceiveAddress,
  checkTick,
  deployItems,
  itemBytes,
  mintItems,
  outputValueMin,
  parseNames,
  textItems,
  transferItems,
  type Brc20Op,
  type Checked,
  type InscribeItem,
  type InscribeMode,
  type Problem,
  type TickFacts,
} from '../../domain/inscribe/inscribe-items';
import { formatMessage } from '../../domain/messages';
import type { Network } from '../../domain/network';
import { useServices } from '../hooks/services';
import { FeeChooser } from '../components/fee-chooser';
import { selectFiles } from '../../domain/inscribe/file-selection';
import * as css from '../components/kit.css';
import { orderPayer, type OrderPayer } from '../../domain/inscribe/order-payer';
import { useUserSession } from '../hooks/user-session-context';
import { button, field } from '../theme/ui.css';
import { FeePanel } from './fee-panel';
import { Field } from './form-field';
import { useFeeDiscount } from './use-fee-discount';
import { useLookup } from './use-lookup';
import * as formCss from './inscribe.css';
import { RadioTabs } from '../components/radio-tabs';
import { FilePreview } from './file-preview';

export const MODE_LABELS: Readonly<Record<Exclude<InscribeMode, 'collection'>, string>> = { text: 'Text', file: 'Files', brc20: 'brc-20', domain: 'Names' };
const OP_LABELS: Readonly<Record<Brc20Op, string>> = { deploy: 'Deploy', mint: 'Mint', transfer: 'Transfer' };

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
}: InscribeFormProps) {
  const services = useServices();
  const session = useUserSession();
  const id = useId();
  const connected = session.status === 'connected' && session.user ? session.user : null;
  const [mode, setMode] = useState<Exclude<InscribeMode, 'collection'>>(initialMode === 'collection' ? 'text' : initialMode);
  // A refusal of the page's belongs to the form it was placed from: switching mode (Names to Text) leaves it behind.
  const [placedFrom, setPlacedFrom] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [bulk, setBulk] = useState(false);
  const [files, setFiles] = useState<readonly InscribeItem[]>([]);
  const [fileProblems, setFileProblems] = useState<readonly string[]>([]);
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
  const [feeRate, setFeeRate] = useState<number | null>(null);

  // The receive address is the connected wallet's until the person types another.
  const receiveAddress = typedAddress ?? connected?.address ?? '';
  const transferring = mode === 'brc20' && op === 'transfer';
  const target = transferring ? (connected?.address ?? '') : receiveAddress;

  const api = services.api;
  const fee = useFeeDiscount(target);
  const tickOk = mode === 'brc20' && checkTick(tick).ok;
  const tickFacts = useLookup<TickFacts | null>(
    tickOk ? tick : null,
    async (t) => {
      try {
        const info = await (await api()).query.tickInfo(t);
        return {
          ticker: info.ticker ?? t,
          max: info.max,
          limit: info.limit,
          totalMinted: info.totalMinted,
          ...(info.decimal === undefined ? {} : { decimal: info.decimal }),
          ...(info.creator ? { deployer: info.creator } : {}),
        };
      } catch (error) {
        // A tick the indexer does not know is not an error here: it is free to deploy.
        if ((error as { serverMessage?: string }).serverMessage?.toLowerCase().includes('not found')) return null;
        throw error;
      }
    },
    TYPING_SETTLE_MS,
  );
  const balance = useLookup<string | null>(
    tickOk && transferring && connected ? `${connected.address}|${tick}` : null,
    async (key) => {
      const [address, t] = key.split('|') as [string, string];
      const info = await (await api()).query.addressTickInfo(address, t);
      return info.availableBalanceSafe ?? null;
    },
    TYPING_SETTLE_MS,
  );

  const addressCheck = checkReceiveAddress(target, network);
  const output = checkOutputValue(outputText, target);
  const parsedNames = useMemo(() => parseNames(namesText), [namesText]);

  const items: Checked<readonly InscribeItem[]> | null = useMemo(() => {
    switch (mode) {
      case 'text':
        return text.trim() === '' ? null : textItems(text, bulk, network);
      case 'file':
        return files.length === 0 ? null : { ok: true, value: files };
      case 'domain':
        if (namesText.trim() === '') return null;
        if (parsedNames.names.length === 0) return { ok: false, problem: { key: parsedNames.invalid.length ? 'not_supported_domain' : 'no_valid_names' } };
        return {
          ok: true,
          value: parsedNames.names.map((n, i) => ({ filename: `name-${i + 1}.txt`, contentType: 'text/plain;charset=utf-8', content: n.name, base64: false })),
        };
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
    namesText,
    parsedNames,
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

  const addFiles = useCallback(
    async (list: FileList | null) => {
      if (!list || list.length === 0) return;
      const chosen = await Promise.all(
        Array.from(list, async (file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      const { added, refused } = selectFiles(chosen, files.length, network);
      setFileProblems(refused.map((r) => `${r.name}: ${say(r.problem)}`));
      setFiles((f) => [...f, ...added]);
    },
    [files.length, network],
  );

  // The address's discount is part of the total: Inscribe waits for its lookup.
  const ready = items?.ok === true && addressCheck.ok && output.ok && fees !== null && !fee.busy && !placing;
  const submit = () => {
    if (!connected) return session.connect();
    if (!ready || !items?.ok || !output.ok || feeRate === null || !fees) return;
    setPlacedFrom(`${mode}:${op}`);
    onPlace({
      mode,
      items: items.value,
      receiveAddress: target.trim(),
      outputValue: output.value,
      feeRate,
      fees,
      ...(mode === 'domain' ? { names: parsedNames.names.map((n) => n.name) } : {}),
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
          {mode === 'text' ? (
            <>
              <Field
                label={bulk ? 'Texts, one per line' : 'Text'}
                hint={bulk ? 'Each line becomes its own inscription; empty lines are skipped.' : 'The whole text becomes one inscription.'}
              >
                {(fid, describedBy) => (
                  <textarea
                    id={fid}
                    aria-describedby={[describedBy, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined}
                    aria-invalid={problem ? true : undefined}
                    className={`${field} ${formCss.textarea}`}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    rows={6}
                    spellCheck={false}
                    data-testid="inscribe-text"
                  />
                )}
              </Field>
              <label className={css.inlineLabel}>
                <input type="checkbox" checked={bulk} onChange={(e) => setBulk(e.target.checked)} data-testid="inscribe-bulk" /> One inscription per line (bulk)
              </label>
            </>
          ) : null}
          {mode === 'file' ? (
            <FilesField
              files={files}
              onAdd={addFiles}
              onRemove={(i) => setFiles((f) => f.filter((_, j) => j !== i))}
              problems={fileProblems}
              network={network}
            />
          ) : null}
          {mode === 'brc20' ? (
            <>
              <RadioTabs
                label="brc-20 operation"
                options={(Object.keys(OP_LABELS) as Brc20Op[]).map((o) => ({ value: o, label: OP_LABELS[o] }))}
                value={op}
                onChange={setOp}
                testIdPrefix="op-"
              />
              <Field label="Tick" hint="4 bytes, or 5 bytes for a self-mint tick that only its deployer mints.">
                {(fid) => (
                  <input
                    id={fid}
                    className={field}
                    value={tick}
                    onChange={(e) => setTick(e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                    data-testid="brc20-tick"
                  />
                )}
              </Field>
              {tickOk && tickFacts.result ? (
                <p className={css.reason} data-testid="tick-facts">
                  {tickFacts.result.ticker}: {tickFacts.result.totalMinted} of {tickFacts.result.max} minted, at most {tickFacts.result.limit} per mint.
                </p>
              ) : null}
              {tickFacts.error ? <p className={css.warning}>{tickFacts.error}</p> : null}
              {op === 'deploy' ? (
                <div className={formCss.row}>
                  <Field label="Maximum supply">
                    {(fid) => (
                      <input id={fid} className={field} inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} data-testid="brc20-max" />
                    )}
                  </Field>
                  <Field label="Limit per mint (optional)">
                    {(fid) => (
                      <input id={fid} className={field} inputMode="decimal" value={lim} onChange={(e) => setLim(e.target.value)} data-testid="brc20-lim" />
                    )}
                  </Field>
                  <Field label="Decimals (optional, 18)">
                    {(fid) => <input id={fid} className={field} inputMode="numeric" value={dec} onChange={(e) => setDec(e.target.value)} />}
                  </Field>
                </div>
              ) : (
                <div className={formCss.row}>
                  <Field label="Amount">
                    {(fid) => (
                      <input id={fid} className={field} inputMode="decimal" value={amt} onChange={(e) => setAmt(e.target.value)} data-testid="brc20-amount" />
                    )}
                  </Field>
                  {op === 'mint' ? (
                    <Field label="Repeat (inscriptions)">
                      {(fid) => (
                        <input
                          id={fid}
                          className={field}
                          inputMode="numeric"
                          value={repeat}
                          onChange={(e) => setRepeat(e.target.value)}
                          data-testid="brc20-repeat"
                        />
                      )}
                    </Field>
                  ) : null}
                </div>
              )}
              {transferring ? (
                <p className={css.reason} data-testid="transfer-note">
                  A transfer inscription goes to your own address, from your available balance{balance.result !== null ? ` (${balance.result} ${tick})` : ''}.
                  Send it afterwards to move the tokens.
                </p>
              ) : null}
            </>
          ) : null}
          {mode === 'domain' ? (
            <>
              <Field
                label="Names, one per line"
                hint="For example satoshi.sats, alice.unisat or 840000.bitmap. Each name is checked before you pay: one inscribed already is named, so you can remove it."
              >
                {(fid, describedBy) => (
                  <textarea
                    id={fid}
                    aria-describedby={[describedBy, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined}
                    aria-invalid={problem ? true : undefined}
                    className={`${field} ${formCss.textarea}`}
                    value={namesText}
                    onChange={(e) => setNamesText(e.target.value)}
                    rows={5}
                    spellCheck={false}
                    data-testid="inscribe-names"
                  />
                )}
              </Field>
              {parsedNames.invalid.length ? (
                <p className={css.reason} data-testid="names-invalid">
                  Not names we inscribe, left out: {parsedNames.invalid.slice(0, 5).join(', ')}
                  {parsedNames.invalid.length > 5 ? ` and ${parsedNames.invalid.length - 5} more` : ''}
                </p>
              ) : null}
            </>
          ) : null}
          {problem ? (
            <p id={`${id}-problem`} className={css.warning} role="alert" data-testid="inscribe-problem">
              {problem}
            </p>
          ) : null}
        </section>

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
            error={!addressCheck.ok && (target !== '' || connected) ? say(addressCheck.problem) : null}
          >
            {(fid, describedBy) => (
              <input
                id={fid}
                aria-describedby={describedBy}
                className={field}
                value={target}
                readOnly={transferring}
                onChange={(e) => setTypedAddress(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={target !== '' && !addressCheck.ok}
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
          <Field
            label={`Sats in each inscription (${outputValueMin(target)} to ${OUTPUT_VALUE_INPUT_MAX.toLocaleString('en-US')})`}
            error={output.ok ? null : say(output.problem)}
          >
            {(fid, describedBy) => (
              <div className={formCss.sliderRow}>
                <input
                  type="range"
                  aria-label="Sats in each inscription, slider"
                  min={outputValueMin(target)}
                  max={OUTPUT_VALUE_SLIDER_MAX}
                  value={Math.min(Math.max(Number(outputText) || OUTPUT_VALUE_DEFAULT, outputValueMin(target)), OUTPUT_VALUE_SLIDER_MAX)}
                  onChange={(e) => setOutputText(e.target.value)}
                  className={formCss.slider}
                />
                <input
                  id={fid}
                  aria-describedby={describedBy}
                  className={`${field} ${formCss.number}`}
                  inputMode="numeric"
                  value={outputText}
                  onChange={(e) => setOutputText(e.target.value)}
                  aria-invalid={!output.ok}
                  data-testid="output-value"
                />
              </div>
            )}
          </Field>
          <FeeChooser onChange={setFeeRate} mintingBrc20={mode === 'brc20' && op === 'mint'} />
        </section>
      </div>
      <div className={formCss.side}>
        <FeePanel fees={fees} feeRate={feeRate} />
        {placeError && placedFrom === `${mode}:${op}` ? (
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

function FilesField({
  files,
  onAdd,
  onRemove,
  problems,
  network,
}: {
  files: readonly InscribeItem[];
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
  problems: readonly string[];
  network: Network;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    onAdd(e.dataTransfer.files);
  };
  return (
    <>
      <div
        className={formCss.drop}
        data-over={over || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="file-drop"
      >
        <p>Drop files here, or</p>
        <input
          id={id}
          type="file"
          multiple
          className={formCss.fileInput}
          onChange={(e) => {
            onAdd(e.target.files);
            e.target.value = '';
          }}
          data-testid="file-input"
        />
        <label htmlFor={id} className={button.default}>
          Choose files
        </label>
        <p className={css.reason}>
          Images, text, HTML, JSON, audio and video, up to {network === 'mainnet' ? '400,000' : '60,000'} characters each as inscribed. Text files must be
          UTF-8.
        </p>
      </div>
      {problems.length > 0 ? (
        <div className={css.warning} role="alert" data-testid="file-problem">
          {problems.length === 1 ? 'This file was not added:' : `These ${problems.length} files were not added:`}
          <ul className={css.breakAnywhere} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length ? (
        <ul className={css.choiceList} aria-label="Files to inscribe" data-testid="file-list">
          {files.map((f, i) => (
            <li key={`${f.filename}-${i}`} className={formCss.fileRow}>
              <span className={css.rowMain}>{f.filename}</span>
              <span className={css.reason}>
                {f.contentType.split(';')[0]}, {itemBytes(f).toLocaleString('en-US')} bytes
              </span>
              <span>
                <button
                  type="button"
                  className={button.ghost}
                  onClick={() => setPreviewed((p) => (p === i ? null : i))}
                  aria-expanded={previewed === i}
                  aria-label={`Preview ${f.filename}`}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className={button.ghost}
                  onClick={() => {
                    setPreviewed(null);
                    onRemove(i);
                  }}
                  aria-label={`Remove ${f.filename}`}
                >
                  Remove
                </button>
              </span>
              {previewed === i ? (
                <div style={{ gridColumn: '1 / -1' }}>
                  <FilePreview item={f} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

import { useId, useMemo, useState } from 'react';
import {
  BADGE_COLLECTION_TYPE,
  BADGE_FREE_COLOURS,
  BADGE_MAX_COUNT,
  BADGE_PREMIUM_PRICE_SATS,
  BADGE_PREMIUM_TYPES,
  BADGE_PREMIUM_VIRTUAL_SATS,
  BADGE_RARITIES,
  badgeFees,
  badgeSvg,
  type BadgeTier,
} from '../../domain/inscribe/badges';
import { OUTPUT_VALUE_DEFAULT } from '../../domain/inscribe/output-value';
import { checkReceiveAddress } from '../../domain/inscribe/order-addresses';
import { badgeOrderCreator } from '../../flows/inscribe-order/order-creators';
import { formatMessage } from '../../domain/messages';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { FeeChooserPanel } from '../components/fee-chooser';
import * as css from '../components/kit.css';
import { useUserSession } from '../hooks/user-session-context';
import { useNetwork } from '../hooks/network-context';
import { button, field } from '../theme/ui.css';
import { FeePanel } from './fee-panel';
import { useFeeDiscount } from './use-fee-discount';
import { useOrderForm, type OrderFormProps } from './use-order-form';
import * as formCss from './inscribe.css';
import { radioGroupKeys } from '../components/radio-keys';
import { RadioTabs } from '../components/radio-tabs';
import { formatAmount, formatSats } from '../../domain/amount-text';

/**
 * The badge collection's inscribe form (/inscribe?mode=collection&ct=unisat-badges&cid=…&type=…&index=…&count=…,
 * from the confirm-inscribe dialog): the badge chosen (a colour, or a premium type), how many, where they go,
 * the fee rate and the price; `onPlace` gets the order's creation (POST /badge/order), checked against the panel.
 */
export function BadgeForm({
  collectionId,
  collectionType,
  tier: initialTier,
  index: initialIndex,
  count: initialCount,
  onPlace,
  testing,
}: OrderFormProps & {
  collectionId: string;
  collectionType: string;
  tier: BadgeTier;
  index: number;
  count: number;
}) {
  const services = useServices();
  const session = useUserSession();
  const { network } = useNetwork();
  const id = useId();
  const [tier, setTier] = useState<BadgeTier>(initialTier);
  const [index, setIndex] = useState(Math.abs(initialIndex) % 4);
  const [count, setCount] = useState(String(Math.min(Math.max(1, initialCount), BADGE_MAX_COUNT)));
  // The form's machine keeps the rate its fee chooser tells, and hands the order on at it (placeAt, below).
  const order = useOrderForm((rate) => placeAt(rate), testing);
  const feeRate = order.feeRate;
  const address = session.status === 'connected' ? (session.user?.address ?? '') : '';
  const fee = useFeeDiscount(address);
  const n = Number(count);
  // How many premium badges remain (/badge/limit): more cannot be ordered.
  const limit = useRemote('badge-limit', (api) => api.basic.badgeLimit());
  const remaining = limit.data?.premiumRemaining ?? null;
  const overLimit = tier === 'premium' && remaining !== null && n > remaining;
  const countOk = Number.isInteger(n) && n >= 1 && n <= BADGE_MAX_COUNT && !overLimit;
  const fees = useMemo(
    () =>
      feeRate !== null && countOk && address && !fee.busy
        ? badgeFees({ tier, index, count: n, receiveAddress: address, feeRate, outputValue: OUTPUT_VALUE_DEFAULT, discounts: fee.discounts })
        : null,
    [feeRate, countOk, address, tier, index, n, fee.busy, fee.discounts],
  );
  // The order placed at the rate the form's machine hands on (the fee panel's).
  const placeAt = (rate: number) => {
    if (!fees) return;
    const totalSats = fees.total.toNumber();
    onPlace(
      badgeOrderCreator(
        services,
        { collectionId, tier, index, count: n },
        { receiveAddress: address, feeRate: rate, outputValue: OUTPUT_VALUE_DEFAULT, totalSats },
      ),
      totalSats,
    );
  };
  if (collectionType !== BADGE_COLLECTION_TYPE || collectionId === '') {
    return (
      <p className={css.warning} role="alert">
        {formatMessage('collection_not_exist')}
      </p>
    );
  }
  const choices = tier === 'free' ? BADGE_FREE_COLOURS : BADGE_PREMIUM_TYPES;
  const place = () => {
    if (!address) return session.connect();
    if (fees && checkReceiveAddress(address, network).ok) order.place();
  };
  return (
    <div className={formCss.layout}>
      <section className={css.panel} aria-labelledby={`${id}-t`}>
        <h2 id={`${id}-t`} className={css.panelTitle}>
          Badges
        </h2>
        <RadioTabs
          label="Badge tier"
          options={[
            { value: 'free', label: 'Free' },
            { value: 'premium', label: 'Premium' },
          ]}
          value={tier}
          onChange={setTier}
        />
        <p className={css.reason}>
          {tier === 'free'
            ? 'Free badges come in four colours; you pay only the inscribing fees.'
            : `Premium badges come in four types, each in three rarities (${BADGE_RARITIES.map((r) => `${r.name} ${r.percent}%`).join(', ')}), drawn when inscribed. Each costs ${formatSats(BADGE_PREMIUM_PRICE_SATS)} and carries ${formatAmount(BADGE_PREMIUM_VIRTUAL_SATS)} virtual sats.`}
        </p>
        <div className={css.cardGrid} role="radiogroup" aria-label={tier === 'free' ? 'Colour' : 'Type'} onKeyDown={radioGroupKeys}>
          {choices.map((c, i) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={i === index}
              tabIndex={i === index ? 0 : -1}
              className={css.assetCard}
              onClick={() => setIndex(i)}
              style={i === index ? { outline: '2px solid currentColor' } : undefined}
            >
              <img className={css.cardThumb} alt="" src={`data:image/svg+xml,${encodeURIComponent(badgeSvg(tier, i))}`} />
              <span className={css.cardTitle}>{c}</span>
            </button>
          ))}
        </div>
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={`${id}-n`}>
            How many (1 to {BADGE_MAX_COUNT})
          </label>
          <input
            id={`${id}-n`}
            className={`${field} ${formCss.number}`}
            inputMode="numeric"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            aria-invalid={!countOk}
          />
        </div>
        {!countOk ? (
          <p className={css.warning}>
            {overLimit
              ? remaining === 0
                ? 'No premium badges remain.'
                : `Only ${formatAmount(remaining!)} premium ${remaining === 1 ? 'badge remains' : 'badges remain'}.`
              : `How many: a whole number from 1 to ${BADGE_MAX_COUNT}.`}
          </p>
        ) : null}
        {tier === 'premium' && limit.data ? (
          <p className={css.reason} data-testid="badge-limit">
            {formatAmount(limit.data.premiumRemaining)} of {formatAmount(limit.data.premiumTotal)} premium badges remain.
          </p>
        ) : null}
        {tier === 'premium' && limit.status === 'failed' ? <p className={css.reason}>How many premium badges remain could not be read.</p> : null}
        <p className={css.reason}>
          {address ? (
            <>
              They go to your address <span className={css.mono}>{address}</span>.
            </>
          ) : (
            'Connect a wallet: the badges go to its address.'
          )}
        </p>
        {order.chooser ? <FeeChooserPanel actorRef={order.chooser} /> : null}
      </section>
      <div className={formCss.side}>
        <FeePanel fees={fees} feeRate={feeRate} />
        <button type="button" className={`${button.primary} ${formCss.submit}`} onClick={place} disabled={address !== '' && !fees}>
          {address ? 'Inscribe badges' : 'Connect wallet to inscribe'}
        </button>
      </div>
    </div>
  );
}

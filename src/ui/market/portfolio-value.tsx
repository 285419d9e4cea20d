import { useId } from 'react';
import { groupedText, usdOfSats, usdText, type Holding } from '../../domain/market/portfolio';
import { formatUnitPrice } from '../../domain/market/listing-display';
import { portfolioSummary } from '../../services/reads/account-reads';
import { BtcAmount } from '../components/btc-amount';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

const KIND_LABEL: Readonly<Record<Holding['kind'], string>> = { brc20: 'brc-20', runes: 'Rune', arc20: 'ARC-20', collection: 'Collection' };
const nameKind = (kind: Holding['kind']) => (kind === 'runes' ? 'rune' : kind === 'collection' ? 'name' : 'tick');

/**
 * What the address holds is worth at the market's floors: brc-20, runes and ARC-20 balances at their unit floor,
 * collection items at their collection's floor; the total in BTC and in US dollars at the server's BTC price (the
 * market config's BTCPrice, not the list dialog's fixed estimate). Inscriptions outside a collection and names are
 * not valued.
 */
export function PortfolioValueSummary({ address }: { address: string }) {
  const id = useId();
  const remote = useRemote(`portfolio:${address}`, portfolioSummary(address));
  if (remote.data?.value.rows.length === 0) return null;
  const data = remote.data;
  return (
    <section className={css.panel} aria-labelledby={`${id}-title`} data-testid="portfolio-value" style={{ marginBottom: 12 }}>
      <h2 id={`${id}-title`} className={css.statLabel} style={{ margin: 0 }}>
        Value at the market&apos;s floors
      </h2>
      <RemoteStatus remote={remote} what="what your assets are worth" retry={remote.retry} />
      {data ? (
        <>
          <p className={css.statValue} style={{ margin: '4px 0' }} data-testid="portfolio-total">
            <BtcAmount sats={data.value.totalSats.toString()} /> <span className={css.reason}>≈ {usdText(data.value.totalUsd)}</span>
          </p>
          <p className={css.reason} style={{ margin: 0 }}>
            At {usdText(String(data.btcPrice))} a bitcoin (the market&apos;s price now).
            {data.value.unpriced > 0 ? ` ${data.value.unpriced} with nothing listed ${data.value.unpriced === 1 ? 'is' : 'are'} not counted.` : ''}
            {data.left > 0 ? ` ${data.left} more holdings are not valued here.` : ''}
          </p>
          <details style={{ marginTop: 8 }}>
            <summary>Value by holding</summary>
            <DataTable
              bare
              columns={[{ label: 'Holding' }, { label: 'Amount' }, { label: 'Floor', wide: true }, { label: 'Value' }]}
              rows={data.value.rows.map((r) => ({
                key: `${r.kind}:${r.name}`,
                attrs: { 'data-testid': 'portfolio-row' },
                cells: [
                  <span key="name">
                    <NameText text={r.name} kind={nameKind(r.kind)} /> <span className={css.reason}>{KIND_LABEL[r.kind]}</span>
                  </span>,
                  r.kind === 'collection' ? `${groupedText(r.amount)} ${r.amount === '1' ? 'item' : 'items'}` : groupedText(r.amount),
                  r.floor === null ? 'None listed' : `${formatUnitPrice(r.floor)} sats ${r.kind === 'collection' ? 'an item' : 'a unit'}`,
                  r.valueSats === null ? (
                    '—'
                  ) : (
                    <span key="value">
                      <BtcAmount sats={r.valueSats.toString()} /> <span className={css.reason}>≈ {usdText(usdOfSats(r.valueSats, data.btcPrice))}</span>
                    </span>
                  ),
                ],
              }))}
            />
          </details>
        </>
      ) : null}
    </section>
  );
}

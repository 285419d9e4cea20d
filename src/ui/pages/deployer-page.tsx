import { useState } from 'react';
import { CLAIM_STATUS_WORDS, claimMessage, deployerRoyaltyOpen, type ClaimStatus } from '../../domain/deployer';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { useServices } from '../app/services';
import { failureMessage, useRemote } from '../market/use-remote';
import * as css from '../market/market.css';
import { useNetwork } from '../session/network-context';
import { useUserSession } from '../session/user-session-context';
import { button } from '../theme/ui.css';
import { useWalletSigner } from '../wallet/wallet-session';
import { isUserRejection } from '../../domain/wallet-rejection';
import { AsciiText } from '../components/text-display';
import { Page } from './page';

interface DeployerTick {
  readonly tick: string;
  readonly max: string;
  readonly minted: string;
  readonly royaltyRate: string;
}
interface Claimable {
  readonly tick: string;
  readonly earned: number;
  readonly claimed: number;
  readonly claimable: number;
  readonly status: ClaimStatus;
}
interface ClaimRecord {
  readonly id: string;
  readonly tick: string;
  readonly sats: number;
  readonly status: ClaimStatus;
  readonly time: number;
}

const sats = (n: number) => `${n.toLocaleString('en-US')} sats`;

/**
 * Deployer Royalty (/deployer; issue 15), for deployers on mainnet: the ticks deployed and their royalty rate,
 * what can be claimed, Claim (a signed message, then the claim goes through review, claiming and claimed, or
 * is rejected) and the history of claims.
 */
export function Component() {
  const session = useUserSession();
  const { network } = useNetwork();
  const { config } = useServices();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  let body;
  if (!deployerRoyaltyOpen(network, config.devnet)) body = <p className={css.panel}>Deployer Royalty is on mainnet only. Switch the network to mainnet to see it.</p>;
  else if (!address)
    body = (
      <div className={css.panel}>
        <p>Connect the wallet that deployed your brc-20 ticks.</p>
        <button type="button" className={button.primary} onClick={() => session.connect()}>
          Connect wallet
        </button>
      </div>
    );
  else body = <Deployer key={address} address={address} />;
  return (
    <Page title={ROUTE_TITLES['/deployer']} lead="Deployers of brc-20 ticks earn a share of their ticks' market sales. Claim it here.">
      {body}
    </Page>
  );
}

function Deployer({ address }: { address: string }) {
  const services = useServices();
  const signer = useWalletSigner();
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const info = useRemote(`deployer-info:${address}:${round}`, async (api) => (await api.market.deployerInfo(address)) as unknown as { isDeployer: boolean; ticks: readonly DeployerTick[] });
  const claimable = useRemote(`deployer-claimable:${address}:${round}`, async (api) => (await api.market.deployerClaimableInfo(address)) as unknown as readonly Claimable[]);
  const history = useRemote(`deployer-history:${address}:${round}`, async (api) => (await api.market.deployerHistoryInfo(address)) as unknown as readonly ClaimRecord[]);

  const claim = async (tick: string) => {
    if (!signer) return;
    setBusy(tick);
    setMessage(null);
    try {
      const sign = await signer.signMessage(claimMessage(address, tick), 'bip322-simple');
      const made = (await (await services.api()).market.deployerClaim({ address, tick, sign })) as unknown as ClaimRecord;
      setMessage({ text: made.status === 'reject' ? `The claim for ${tick} was rejected: too little to pay out yet.` : `Claim for ${sats(made.sats)} of ${tick} sent. It is in review; it is paid within two blocks.`, error: made.status === 'reject' });
      setRound((r) => r + 1);
    } catch (error) {
      if (!isUserRejection(error, signer.walletType)) setMessage({ text: failureMessage(error), error: true });
    } finally {
      setBusy(null);
    }
  };

  if (info.status === 'failed' && !info.data) {
    return (
      <div className={css.failed} role="alert">
        {info.message}
        <button type="button" className={button.default} onClick={info.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!info.data) return <p className={css.status} role="status">Loading…</p>;
  if (!info.data.isDeployer) return <p className={css.panel} data-testid="not-deployer">This address has deployed no brc-20 tick, so it has no royalty to claim.</p>;
  return (
    <>
      {message ? (
        <p className={message.error ? css.warning : css.reason} role={message.error ? 'alert' : 'status'} data-testid="claim-message">
          {message.text}
        </p>
      ) : null}
      <section className={css.panel} aria-label="Your ticks">
        <h2 className={css.panelTitle}>Your ticks</h2>
        <table className={`${css.table} ${css.bareTable}`} data-testid="deployer-ticks">
          <thead>
            <tr>
              <th scope="col">Tick</th>
              <th scope="col">Minted</th>
              <th scope="col">Royalty</th>
            </tr>
          </thead>
          <tbody>
            {info.data.ticks.map((t) => (
              <tr key={t.tick}>
                <td>
                  <AsciiText text={t.tick} />
                </td>
                <td>
                  {t.minted} of {t.max}
                </td>
                <td>{(Number(t.royaltyRate) * 100).toFixed(1)}% of sales</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={css.panel} aria-label="Claimable">
        <h2 className={css.panelTitle}>Claimable</h2>
        {!claimable.data ? (
          <p className={css.status}>{claimable.status === 'failed' ? claimable.message : 'Loading…'}</p>
        ) : (
          <table className={`${css.table} ${css.bareTable}`} data-testid="deployer-claimable">
            <thead>
              <tr>
                <th scope="col">Tick</th>
                <th scope="col">Earned</th>
                <th scope="col" className={css.wide}>Claimed</th>
                <th scope="col">Claimable</th>
                <th scope="col">
                  <span className={css.reason}>Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {claimable.data.map((c) => (
                <tr key={c.tick}>
                  <td>
                    <AsciiText text={c.tick} />
                  </td>
                  <td>{sats(c.earned)}</td>
                  <td className={css.wide}>{sats(c.claimed)}</td>
                  <td>{sats(c.claimable)}</td>
                  <td>
                    {c.claimable > 0 ? (
                      <button type="button" className={button.primary} disabled={busy !== null} aria-busy={busy === c.tick} onClick={() => void claim(c.tick)} data-testid={`claim-${c.tick}`}>
                        {busy === c.tick ? 'Sign in your wallet…' : 'Claim'}
                      </button>
                    ) : (
                      <span className={css.reason}>Nothing to claim</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={css.panel} aria-label="Claim history">
        <h2 className={css.panelTitle}>History</h2>
        {!history.data ? (
          <p className={css.status}>{history.status === 'failed' ? history.message : 'Loading…'}</p>
        ) : history.data.length === 0 ? (
          <p className={css.reason}>No claims yet.</p>
        ) : (
          <table className={`${css.table} ${css.bareTable}`} data-testid="deployer-history">
            <thead>
              <tr>
                <th scope="col">Tick</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col" className={css.wide}>When</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((h) => (
                <tr key={h.id}>
                  <td>
                    <AsciiText text={h.tick} />
                  </td>
                  <td>{sats(h.sats)}</td>
                  <td>{CLAIM_STATUS_WORDS[h.status]}</td>
                  <td className={css.wide}>{new Date(h.time).toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="button" className={button.default} onClick={() => setRound((r) => r + 1)}>
          Refresh
        </button>
      </section>
    </>
  );
}

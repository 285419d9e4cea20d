import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { deployerClaimMachine } from '../../flows/deployer-claim/deployer-claim.machine';
import { formatSats } from '../../domain/amount-text';
import { ClaimPanel } from '../deployer/claim-panel';
import { deployerClaimables, deployerClaims, deployerRecord } from '../../services/reads/deployer-reads';
import { createDeployerClaimActors } from '../../flows/deployer-claim/deployer-claim.actors';
import { CLAIM_STATUS_WORDS, deployerRoyaltyOpen } from '../../domain/deployer';
import { royaltyPercent } from '../../domain/brc20-progress';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { useFlow } from '../hooks/use-flow';
import * as css from '../components/kit.css';
import { useNetwork } from '../hooks/network-context';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { useWalletSigner } from '../hooks/wallet-context';
import { NameText } from '../components/text-display';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';

/**
 * Deployer Royalty (/deployer), for deployers on mainnet: the ticks deployed and their royalty rate,
 * what can be claimed, Claim (a signed message, then the claim goes through review, claiming and claimed, or
 * is rejected) and the history of claims.
 */
export function Component() {
  const session = useUserSession();
  const { network } = useNetwork();
  const { config } = useServices();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  let body;
  if (!deployerRoyaltyOpen(network, config.devnet))
    body = <p className={css.panel}>Deployer Royalty is on mainnet only. Switch the network to mainnet to see it.</p>;
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
  const info = useRemote(`deployer-info:${address}:${round}`, deployerRecord(address));
  const claimable = useRemote(`deployer-claimable:${address}:${round}`, deployerClaimables(address));
  // The actors read the wallet as it is when the deployer presses Claim.
  const wallet = useRef(signer);
  wallet.current = signer;
  // One claim flow per signed-in deployer; the claim panel subscribes to it.
  const [actors] = useState(() => createDeployerClaimActors({ api: services.api, wallet: () => wallet.current }, address));
  const [, claimActor] = useFlow(deployerClaimMachine, { actors, subscribe: false });
  // A claim taken (in review or rejected) changes the lists: read them again.
  const claimedResult = useSelector(claimActor, (s) => s.context.result);
  useEffect(() => {
    if (claimedResult) setRound((r) => r + 1);
  }, [claimedResult]);
  const history = useRemote(`deployer-history:${address}:${round}`, deployerClaims(address));

  if (!info.data) return <RemoteStatus remote={info} what="your deployer record" retry={info.retry} />;
  if (!info.data.isDeployer)
    return (
      <p className={css.panel} data-testid="not-deployer">
        This address has deployed no brc-20 tick, so it has no royalty to claim.
      </p>
    );
  return (
    <>
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
                  <NameText text={t.tick} kind="tick" />
                </td>
                <td>
                  {t.minted} of {t.max}
                </td>
                <td>{royaltyPercent(t.royaltyRate)} of sales</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {!claimable.data ? (
        <RemoteStatus remote={claimable} what="what you can claim" retry={claimable.retry} />
      ) : (
        <ClaimPanel actorRef={claimActor} claimable={claimable.data} />
      )}
      <section className={css.panel} aria-label="Claim history">
        <h2 className={css.panelTitle}>History</h2>
        {!history.data ? (
          <RemoteStatus remote={history} what="your claims" retry={history.retry} />
        ) : history.data.length === 0 ? (
          <p className={css.reason}>No claims yet.</p>
        ) : (
          <table className={`${css.table} ${css.bareTable}`} data-testid="deployer-history">
            <thead>
              <tr>
                <th scope="col">Tick</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col" className={css.wide}>
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((h) => (
                <tr key={h.id}>
                  <td>
                    <NameText text={h.tick} kind="tick" />
                  </td>
                  <td>{formatSats(h.sats)}</td>
                  <td>{CLAIM_STATUS_WORDS[h.status]}</td>
                  {/* eslint-disable-next-line no-restricted-properties -- a date in the reader's own time zone, drawn once the rows arrive */}
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

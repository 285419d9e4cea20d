import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ClaimStatus } from '../../domain/deployer';
import type { Claimable } from '../../domain/deployer-reads';
import type { DeployerClaimMachine } from '../../flows/deployer-claim/deployer-claim.machine';
import { NameText } from '../components/text-display';
import { useSigningStepWords } from '../hooks/use-signing-step';
import * as css from '../components/kit.css';
import { button } from '../theme/ui.css';
import { formatSats } from '../../domain/amount-text';

/** What a claim's answer says to the deployer. */
export function claimWords(result: { tick: string; sats: number; status: ClaimStatus }): string {
  return result.status === 'reject'
    ? `The claim for ${result.tick} was rejected: too little to pay out yet.`
    : `Claim for ${formatSats(result.sats)} of ${result.tick} sent. It is in review; it is paid within two blocks.`;
}

/** The claimable royalty per tick with Claim, rendering the deployer-claim machine (its outcome above the table). */
export function ClaimPanel({ actorRef, claimable }: { actorRef: ActorRefFrom<DeployerClaimMachine>; claimable: readonly Claimable[] }) {
  const state = useSelector(actorRef, (s) => s);
  const { claim, error, notice, result } = state.context;
  const tick = claim?.tick ?? null;
  const busy = !state.matches('ready');
  // The wallet's prompt, then the claim on its way.
  const working = useSigningStepWords(state, 'Sending…');
  return (
    <section className={css.panel} aria-label="Claimable" data-testid="claim-panel">
      <h2 className={css.panelTitle}>Claimable</h2>
      {error ? (
        <p className={css.warning} role="alert" data-testid="claim-message">
          {error}
        </p>
      ) : notice ? (
        <p className={css.reason} role="status" data-testid="claim-message">
          {notice}
        </p>
      ) : result ? (
        <p className={result.status === 'reject' ? css.warning : css.reason} role="status" data-testid="claim-message">
          {claimWords(result)}
        </p>
      ) : null}
      <table className={`${css.table} ${css.bareTable}`} data-testid="deployer-claimable">
        <thead>
          <tr>
            <th scope="col">Tick</th>
            <th scope="col">Earned</th>
            <th scope="col" className={css.wide}>
              Claimed
            </th>
            <th scope="col">Claimable</th>
            <th scope="col">
              <span className={css.reason}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {claimable.map((c) => (
            <tr key={c.tick}>
              <td>
                <NameText text={c.tick} kind="tick" />
              </td>
              <td>{formatSats(c.earned)}</td>
              <td className={css.wide}>{formatSats(c.claimed)}</td>
              <td>{formatSats(c.claimable)}</td>
              <td>
                {c.claimable > 0 ? (
                  <button
                    type="button"
                    className={button.primary}
                    disabled={busy}
                    aria-busy={busy && tick === c.tick}
                    onClick={() => actorRef.send({ type: 'CLAIM', tick: c.tick })}
                    data-testid={`claim-${c.tick}`}
                  >
                    {busy && tick === c.tick && working ? working : 'Claim'}
                  </button>
                ) : (
                  <span className={css.reason}>Nothing to claim</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { Decimal } from '../decimal';
import { TEST_NETWORK } from '@scure/btc-signer';
import { verifyMessage } from '../../server/auth/message-signing';
import type { Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import type { Market } from './market';

/** Ours: a deployer earns 0.2% of every market sale of its ticks. */
export const DEPLOYER_ROYALTY_RATE = '0.002';
import type { ClaimStatus } from '../../src/domain/deployer';
import { royaltyClaimText } from '../server/signed-messages';
import { DevnetError } from '../devnet-error';

export interface Claim {
  readonly id: string;
  readonly address: string;
  readonly tick: string;
  readonly sats: number;
  readonly status: ClaimStatus;
  readonly time: number;
  readonly height: number;
}

/**
 * Deployer royalty on the devnet (deployer info, claimable list, claim, history): the
 * deployer of a brc-20 tick earns a share of its market sales and claims it with a signed message. A claim is
 * in review, then claiming (the next block), then claimed (the one after: paid by the faucet); a claim for
 * more than is claimable is rejected.
 */
export function createDeployer(deps: {
  market: Market;
  indexer: Indexer;
  chain: Chain;
  now: () => number;
  load: () => readonly Claim[];
  save: (claims: readonly Claim[]) => void;
}) {
  const ticksOf = (address: string) => Object.values(deps.indexer.state().ticks).filter((t) => t.deployer === address);
  const earned = (tick: string) =>
    deps.market
      .state()
      .actions.filter((a) => a.type === 'Sold' && a.nftType === 'brc20' && a.tick?.toLowerCase() === tick.toLowerCase())
      .reduce((a, s) => a.plus(new Decimal(s.price).times(DEPLOYER_ROYALTY_RATE)), new Decimal(0))
      .floor()
      .toNumber();
  const claimed = (address: string, tick: string) =>
    deps
      .load()
      .filter((c) => c.address === address && c.tick === tick && c.status !== 'reject')
      .reduce((a, c) => a + c.sats, 0);
  const claimable = (address: string) =>
    ticksOf(address).map((t) => {
      const total = earned(t.tick);
      const taken = claimed(address, t.tick);
      return { tick: t.tick, earned: total, claimed: taken, claimable: total - taken, status: (total - taken > 0 ? 'unclaimed' : 'claimed') as ClaimStatus };
    });

  return {
    isDeployer: (address: string) => ticksOf(address).length > 0,
    info: (address: string) => ({
      isDeployer: ticksOf(address).length > 0,
      ticks: ticksOf(address).map((t) => ({ tick: t.tick, max: t.max, minted: t.minted, royaltyRate: DEPLOYER_ROYALTY_RATE })),
    }),
    claimable,
    claim(body: Record<string, unknown>): Claim {
      const address = typeof body.address === 'string' ? body.address : '';
      const tick = typeof body.tick === 'string' ? body.tick : '';
      const row = claimable(address).find((c) => c.tick.toLowerCase() === tick.toLowerCase());
      if (!row) throw new DevnetError(-1, 'Only the deployer of a tick can claim its royalty.');
      if (
        typeof body.sign !== 'string' ||
        !verifyMessage({ message: royaltyClaimText(address, row.tick), signature: body.sign, address, network: TEST_NETWORK, type: 'bip322-simple' })
      ) {
        throw new DevnetError(-1, 'The signature does not match the claim message and address.');
      }
      const claim: Claim = {
        id: `claim-${deps.load().length + 1}`,
        address,
        tick: row.tick,
        sats: row.claimable,
        status: row.claimable >= 546 ? 'review' : 'reject',
        time: deps.now(),
        height: deps.chain.tip(),
      };
      deps.save([...deps.load(), claim]);
      return claim;
    },
    history: (address: string) =>
      deps
        .load()
        .filter((c) => c.address === address)
        .slice()
        .reverse(),
    /** A block moves claims on: review -> claiming -> claimed (paid). */
    onBlock(): void {
      const next = deps.load().map((c) => {
        if (deps.chain.tip() <= c.height) return c;
        if (c.status === 'review') return { ...c, status: 'claiming' as const, height: deps.chain.tip() };
        if (c.status === 'claiming') {
          deps.chain.fund(c.address, BigInt(c.sats));
          return { ...c, status: 'claimed' as const, height: deps.chain.tip() };
        }
        return c;
      });
      deps.save(next);
    },
  };
}

export type Deployer = ReturnType<typeof createDeployer>;

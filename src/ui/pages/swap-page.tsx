import { useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { SwapModule, type SwapTab } from '../swap/swap-module';
import { Page } from './page';

const TABS: readonly SwapTab[] = ['swap', 'send', 'history'];

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'swap';
  return (
    <Page title={ROUTE_TITLES['/swap']} lead="Swap brc-20 tokens inside the swap module (brc20-swap): quotes from the pools, signed in your wallet, no on-chain fee per swap.">
      <SwapModule initialTab={tab} />
    </Page>
  );
}

import { useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { SWAP_TABS, SwapModule } from '../swap/swap-module';
import { SwapTabPanel } from '../swap/swap-tab-panel';
import { Page } from '../components/page';

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = SWAP_TABS.find((t) => t === asked) ?? 'swap';
  return (
    <Page
      title={ROUTE_TITLES['/swap']}
      lead="Swap brc-20 tokens inside the swap module (brc20-swap): quotes from the pools, signed in your wallet, no on-chain fee per swap."
    >
      <SwapModule initialTab={tab} TabPanel={SwapTabPanel} />
    </Page>
  );
}

import { useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { SWAP_TABS, SwapModule } from '../swap/swap-module';
import { SwapTabPanel } from '../swap/swap-tab-panel';
import type { SwapTabPanelProps } from '../swap/swap-module';
import { Page } from '../components/page';
import { useServices } from '../hooks/services';
import { readSwapModules } from '../app/swap-modules';

/** The other tabs, with the swap module the site is set up with for each network (issue 41): read here, not at the first render. */
function TabPanel(props: SwapTabPanelProps) {
  const { config } = useServices();
  return <SwapTabPanel {...props} modules={config.swapModules ?? readSwapModules(config.fixedNetwork)} />;
}

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = SWAP_TABS.find((t) => t === asked) ?? 'swap';
  return (
    <Page
      title={ROUTE_TITLES['/swap']}
      lead="Swap brc-20 tokens inside the swap module (brc20-swap): quotes from the pools, signed in your wallet, no on-chain fee per swap."
    >
      <SwapModule initialTab={tab} TabPanel={TabPanel} />
    </Page>
  );
}

import { useParams } from 'react-router';
import { AccountAssets } from '../market/account-assets';
import { Page } from '../components/page';

/** Any address's assets (/address/{address}, from Search): the same tabs as My Bitcoin Assets, to look at. */
export function Component() {
  const { address = '' } = useParams();
  return (
    <Page title="Address" lead="Inscriptions, brc-20 balances, runes, ARC-20, names and listings of this address.">
      <AccountAssets address={address} />
    </Page>
  );
}

import type { ReactNode } from 'react';
import { FEE_MARGIN_PERCENT, rateOf } from '../../domain/fee-bound';
import type { PutOff } from '../../flows/unlist/unlist.machine';
import { useWalletSigner } from '../hooks/wallet-context';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

const feeText = (sats: number | undefined) => (sats === undefined ? '?' : formatAmount(sats));

/**
 * What an on-chain unlisting costs and does, before it is signed: the item moves back to the owner's address, the
 * network fee the PSBT pays (and its rate and size), who pays it, and the most this app lets the market's rate cost.
 * The Unlist dialog's, and the bulk unlisting's for each item in turn.
 */
export function UnlistFeeReview({ name, putOff }: { readonly name: ReactNode; readonly putOff: PutOff | null | undefined }) {
  const signer = useWalletSigner();
  return (
    <>
      <p data-testid="unlist-fee">
        Unlisting on-chain moves <strong>{name}</strong> back to your address <span className={css.mono}>{signer?.account.ordinalsAddress}</span> in a
        transaction. Network fee: <strong>{feeText(putOff?.networkFee)} sats</strong>
        {putOff?.networkFee !== undefined && putOff.vsize ? ` (about ${rateOf(BigInt(putOff.networkFee), putOff.vsize)} sat/vB × ${putOff.vsize} vB)` : ''},
        paid from <span className={css.mono}>{signer?.account.paymentAddress}</span>. Once it confirms, the old signed listing can never be used.
      </p>
      {putOff?.maxNetworkFee !== undefined && putOff.feeRate !== undefined && putOff.vsize !== undefined ? (
        <p className={css.reason} data-testid="unlist-fee-bound">
          The market chooses the fee rate. This app lets it pay at most {feeText(putOff.maxNetworkFee)} sats: {putOff.feeRate} sat/vB, the network's fastest
          rate now, × {putOff.vsize} vB, plus {FEE_MARGIN_PERCENT}%.
        </p>
      ) : null}
    </>
  );
}

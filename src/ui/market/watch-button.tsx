import { isWatched } from '../../domain/market/watchlist';
import type { MarketAsset } from '../../domain/market/market-reads';
import { useWatchlist } from '../hooks/use-watchlist';
import { button } from '../theme/ui.css';

/** Follow an asset from its page: its floor then shows in the watchlist on the market's front page. */
export function WatchButton({ asset, name }: { asset: MarketAsset; name: string }) {
  const { list, toggle } = useWatchlist();
  const watched = isWatched(list, asset);
  return (
    <button type="button" className={button.default} aria-pressed={watched} data-testid="watch-button" onClick={() => toggle({ asset, name })}>
      <span aria-hidden="true">{watched ? '★ ' : '☆ '}</span>
      {watched ? 'In your watchlist' : 'Add to watchlist'}
    </button>
  );
}

import { useId } from 'react';
import { EXPLORER_NAMES, type ExplorerId } from '../../domain/explorer';
import { useExplorer } from '../hooks/explorer-context';
import * as css from './shell.css';

/**
 * Settings: the block explorer the site's links open (mempool.space's by default), remembered on this device. Shown
 * only where there is a choice: not on the devnet, whose transactions no explorer knows.
 */
export function ExplorerSetting() {
  const { offered, explorer, choose } = useExplorer();
  const id = useId();
  if (offered.length < 2 || !explorer) return null;
  return (
    <section aria-labelledby="footer-settings">
      <h2 id="footer-settings" className={css.footerTitle}>
        Settings
      </h2>
      <div className={css.footerList}>
        <label htmlFor={id}>Block explorer</label>
        <select
          id={id}
          className={css.select}
          data-testid="explorer-setting"
          value={explorer}
          onChange={(event) => {
            const chosen = offered.find((id) => id === event.target.value);
            if (chosen) choose(chosen);
          }}
        >
          {offered.map((id: ExplorerId) => (
            <option key={id} value={id}>
              {EXPLORER_NAMES[id]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

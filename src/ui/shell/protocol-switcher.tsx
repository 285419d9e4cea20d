import { useLocation, useNavigate } from 'react-router';
import { PROTOCOLS, PROTOCOL_LABELS, protocolForPath, switchProtocolTarget, type Protocol } from '../../domain/protocol';
import * as css from './shell.css';

/** Ordinals, Runes or Atomicals: the value follows the path; a switch goes where the protocol's home is. */
export function ProtocolSwitcher() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = protocolForPath(pathname);
  return (
    <select
      className={css.select}
      aria-label="Protocol"
      data-testid="protocol-switcher"
      value={current}
      onChange={(event) => navigate(switchProtocolTarget(pathname, event.target.value as Protocol))}
    >
      {PROTOCOLS.map((protocol) => (
        <option key={protocol} value={protocol}>
          {PROTOCOL_LABELS[protocol]}
        </option>
      ))}
    </select>
  );
}

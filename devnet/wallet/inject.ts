/**
 * The dev wallet in the page: loaded by the devnet's Vite plugin on the dev server in devnet mode only.
 * It puts the UniSat provider at window.unisat (and window.unisat_wallet), fires unisat#initialized, puts
 * the Xverse-style provider where sats-connect looks (window.XverseProviders.BitcoinProvider), and
 * shows a small panel to switch accounts and to turn auto-approve on (tests use it).
 */
import { createDevWallet } from './dev-wallet';
import { adoptStyle, askInPage } from './prompt';

const PREFIX = 'devnet-wallet:';
const store = {
  get: (key: string) => localStorage.getItem(PREFIX + key),
  set: (key: string, value: string) => localStorage.setItem(PREFIX + key, value),
};
const autoApprove = () => store.get('autoApprove') === '1';

// The devnet is where this script came from: on a page of another origin (the widget's demo host) too. Put in
// by a test (addInitScript, the prebuilt dist-devnet/devnet-wallet.js), it is told (__DEVNET_ORIGIN__) or it is
// the page's own origin.
const told = (window as unknown as { __DEVNET_ORIGIN__?: unknown }).__DEVNET_ORIGIN__;
const scriptOrigin = (() => {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return null;
  }
})();
const DEVNET_ORIGIN = typeof told === 'string' ? told : (scriptOrigin ?? location.origin);
const wallet = createDevWallet({
  fetch: (input, init) => fetch(new URL(String(input), DEVNET_ORIGIN), init),
  approve: (request) => (autoApprove() ? Promise.resolve(true) : askInPage(request)),
  store,
  origin: location.origin,
});

const w = window as unknown as Record<string, unknown>;
w.unisat = wallet.provider;
w.unisat_wallet = wallet.provider;
w.XverseProviders = { BitcoinProvider: wallet.xverse };
w.btc_providers = [{ id: 'XverseProviders.BitcoinProvider', name: 'Dev wallet (Xverse-style)', icon: '', methods: [] }];
w.devnetWallet = {
  accounts: wallet.accounts.map((a) => ({ name: a.name, ordinalsAddress: a.ordinalsAddress, paymentAddress: a.paymentAddress })),
  switchAccount: (index: number) => {
    wallet.switchAccount(index);
    renderPanel();
  },
  /** The user disconnects this site in the wallet (or locks it): the site hears accountsChanged with no account. */
  disconnectSite: () => {
    wallet.disconnectSite();
    renderPanel();
  },
  setAutoApprove: (on: boolean) => {
    store.set('autoApprove', on ? '1' : '0');
    renderPanel();
  },
};
window.dispatchEvent(new Event('unisat#initialized'));

const host = document.createElement('div');
host.setAttribute('data-devnet-wallet-panel', '');
const root = host.attachShadow({ mode: 'open' });
// A constructed stylesheet, not a <style> element: it works on a page whose CSP forbids inline styles.
adoptStyle(
  root,
  `
    .p{position:fixed;left:8px;bottom:8px;z-index:2147483645;background:#fff;color:#111;border-radius:8px;padding:6px 8px;font:12px system-ui,sans-serif;box-shadow:0 2px 10px rgba(0,0,0,.4);display:flex;gap:6px;align-items:center}
    select,input,button{font:inherit}
    .t{display:none;border:0;background:transparent;color:inherit;font-weight:700;cursor:pointer;padding:0}
    /* On a phone the panel folds to a tab at the right edge, so it covers no dialog button. */
    @media (max-width:600px){.p{left:auto;right:0;bottom:auto;top:40%;border-radius:8px 0 0 8px;flex-direction:column;align-items:flex-end}
      .t{display:block}.p:not(.open){padding:6px 3px}.p:not(.open) .t{writing-mode:vertical-rl;transform:rotate(180deg)}.p:not(.open) .c{display:none}}`,
);
function renderPanel() {
  root.innerHTML = `    <div class="p" role="region" aria-label="Dev wallet"><button class="t" type="button" aria-expanded="false">Dev wallet</button><strong class="c">Dev wallet</strong>
    <select class="c" aria-label="Dev wallet account">${wallet.accounts.map((a) => `<option value="${a.index}" ${a.index === wallet.account().index ? 'selected' : ''}>${a.name}</option>`).join('')}</select>
    <label class="c"><input type="checkbox" ${autoApprove() ? 'checked' : ''}> auto-approve</label></div>`;
  const toggle = root.querySelector('button.t')!;
  toggle.addEventListener('click', () => toggle.setAttribute('aria-expanded', String(root.querySelector('.p')!.classList.toggle('open'))));
  root.querySelector('select')!.addEventListener('change', (e) => {
    wallet.switchAccount(Number((e.target as HTMLSelectElement).value));
  });
  root.querySelector('input')!.addEventListener('change', (e) => store.set('autoApprove', (e.target as HTMLInputElement).checked ? '1' : '0'));
}
renderPanel();
if (document.body) document.body.append(host);
else document.addEventListener('DOMContentLoaded', () => document.body.append(host));

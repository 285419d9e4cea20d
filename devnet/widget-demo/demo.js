// The demo shop's script (no inline scripts: the page's CSP forbids them). It creates the two widgets with
// window.BitcoinAssetsWidget, logs every callback, switches the hostile stylesheet, and with ?passthrough
// connects the page's own wallet and passes it through.
const body = document.body;
const api = body.dataset.api;
const passthrough = new URLSearchParams(location.search).has('passthrough');
const events = document.getElementById('events');
window.demoEvents = [];

function log(name, detail) {
  window.demoEvents.push({ name, detail });
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name}: ${JSON.stringify(detail)}`;
  events.append(item);
}

document.getElementById('hostile-switch').addEventListener('change', (event) => {
  document.getElementById('hostile').disabled = !event.target.checked;
});

const common = {
  api: { base: `${api}/api` },
  network: 'testnet',
  // The market's fee address: the purchase's check needs it to check the service fee.
  marketFeeAddress: body.dataset.feeAddress,
  theme: { mode: new URLSearchParams(location.search).get('theme') === 'light' ? 'light' : 'dark' },
  onSuccess: (result) => log('success', result),
  onError: (error) => log('error', error),
  onClose: () => log('close', {}),
};

/** The page's own connection (passthrough): UniSat's provider, wrapped as the widget's HostWallet. */
let hostWallet = null;
let following = false;
async function connectHost() {
  const provider = window.unisat;
  const [address] = await provider.requestAccounts();
  const publicKey = await provider.getPublicKey();
  hostWallet = window.unisatHostWallet(provider, address, publicKey);
  log('host-connected', { address });
  // The page follows its wallet's account, and passes the new one through: the widget starts again with it.
  if (!following) {
    following = true;
    provider.on('accountsChanged', (accounts) => {
      if (accounts.length > 0) void connectHost();
    });
  }
  document.getElementById('host-connect').textContent = `Connected: ${address.slice(0, 10)}…`;
  swap?.update({ wallet: { passthrough: hostWallet } });
  buy?.update({ wallet: { passthrough: hostWallet } });
}

const hostConnect = document.getElementById('host-connect');
if (passthrough) {
  hostConnect.addEventListener('click', () => void connectHost().catch((error) => log('host-connect-failed', { message: String(error.message ?? error) })));
}

let swap = null;
function createSwap() {
  swap = window.BitcoinAssetsWidget.create({
    ...common,
    kind: 'swap',
    display: 'integrated',
    target: '#swap-slot',
    swap: { tickIn: 'ordi', tickOut: 'pizza', slippage: '1' },
    ...(hostWallet ? { wallet: { passthrough: hostWallet } } : {}),
    ...(passthrough ? { onRequestConnectWallet: () => void connectHost() } : {}),
  });
  return swap;
}
// ?manual: the page starts without the swap (a test looks at the page first, then creates it).
if (!new URLSearchParams(location.search).has('manual')) createSwap();

let buy = null;
document.getElementById('buy-open').addEventListener('click', () => {
  if (buy) return buy.open();
  buy = window.BitcoinAssetsWidget.create({
    ...common,
    kind: 'buy',
    display: 'modal',
    buy: { category: body.dataset.category, auctionId: body.dataset.auctionId },
    ...(hostWallet ? { wallet: { passthrough: hostWallet } } : {}),
    ...(passthrough ? { onRequestConnectWallet: () => void connectHost() } : {}),
  });
});

window.demoWidgets = { createSwap, get swap() { return swap; }, get buy() { return buy; } };

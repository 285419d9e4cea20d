// The playground's script (no inline scripts: the page's CSP forbids them). At each change of the form it asks the
// demo server for the options and the snippet (/playground/snippet), destroys the widget and places it again with
// those options, and lists every callback the widget fires. Copy puts a box's text on the clipboard.
const form = document.getElementById('options');
const swapFields = document.getElementById('swap-fields');
const buyFields = document.getElementById('buy-fields');
const listing = document.getElementById('listing');
const auctionId = document.getElementById('auction-id');
const problem = document.getElementById('form-problem');
const placed = document.getElementById('placed');
const openModal = document.getElementById('open-modal');
const snippetBox = document.getElementById('snippet');
const events = document.getElementById('events');
const allListings = [...listing.options].filter((o) => o.value !== '');
window.playgroundEvents = [];

function log(name, detail) {
  window.playgroundEvents.push({ name, detail });
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name}: ${JSON.stringify(detail)}`;
  events.append(item);
}

const callbacks = {
  onStage: (stage) => log('onStage', stage),
  onSuccess: (result) => log('onSuccess', result),
  onError: (error) => log('onError', error),
  onClose: () => log('onClose', {}),
};

/** The page's own connection (Wallet: passed through): UniSat's provider, wrapped as the widget's HostWallet. */
let hostWallet = null;
async function connectHost() {
  const provider = window.unisat;
  if (!provider) throw new Error('No UniSat-like wallet on this page.');
  const [address] = await provider.requestAccounts();
  const publicKey = await provider.getPublicKey();
  hostWallet = window.unisatHostWallet(provider, address, publicKey);
  widget?.update({ wallet: { passthrough: hostWallet } });
}

let widget = null;
/** The last answer: the options to place the widget with, and whether the page passes its wallet through. */
let current = null;

function place() {
  widget?.destroy();
  widget = null;
  if (!current) return;
  const { options, passthrough } = current;
  if (options.buy && !options.buy.auctionId) {
    placed.textContent = 'Pick a listing, or type an auction id, to see the buy widget.';
    return;
  }
  const wallet = passthrough
    ? {
        onRequestConnectWallet: () => void connectHost().catch((error) => log('host-connect-failed', { message: String(error.message ?? error) })),
        ...(hostWallet ? { wallet: { passthrough: hostWallet } } : {}),
      }
    : {};
  document.getElementById('widget').classList.toggle('swap-room', options.kind === 'swap' && options.display === 'integrated');
  widget = window.BitcoinAssetsWidget.create({ ...options, ...callbacks, ...wallet });
  placed.textContent = `Placed: a ${options.kind} widget, ${options.display}.`;
}

/** The listings of the chosen category; the auction id's own listing chosen when it is one of them. */
function fillListings() {
  const category = document.getElementById('category').value;
  listing.replaceChildren(listing.options[0], ...allListings.filter((o) => o.dataset.category === category));
  listing.value = allListings.some((o) => o.value === auctionId.value && o.dataset.category === category) ? auctionId.value : '';
}

let asked = 0;
async function apply() {
  const kind = form.elements.kind.value;
  const modal = form.elements.display.value === 'modal';
  swapFields.hidden = swapFields.disabled = kind !== 'swap';
  buyFields.hidden = buyFields.disabled = kind !== 'buy';
  openModal.hidden = !modal;
  const query = new URLSearchParams(new FormData(form)).toString();
  const mine = ++asked;
  const response = await fetch(`/playground/snippet?${query}`);
  const answer = await response.json();
  // A later change has asked since: its answer is the one to show.
  if (mine !== asked) return;
  problem.textContent = response.ok ? '' : answer.problem;
  if (!response.ok) return;
  history.replaceState(null, '', `?${query}`);
  snippetBox.value = answer.snippet;
  current = answer;
  // A modal opens over the form: it is placed when asked (Open the widget), with the options of that moment.
  if (modal) {
    widget?.destroy();
    widget = null;
    placed.textContent = 'A modal widget: press Open the widget to place it with these options.';
  } else place();
}

const applySoon = () => void apply().catch((error) => (problem.textContent = `The playground could not place the widget: ${error.message ?? error}`));

form.addEventListener('submit', (event) => {
  event.preventDefault();
  applySoon();
});
form.addEventListener('change', (event) => {
  if (event.target === listing) {
    auctionId.value = listing.value;
  } else if (event.target.name === 'category' || (event.target.name === 'kind' && event.target.value === 'buy')) {
    fillListings();
    // A category's first listing, so that the widget shows something at once.
    if (!listing.value && listing.options.length > 1) auctionId.value = listing.value = listing.options[1].value;
  } else if (event.target === auctionId) {
    fillListings();
  }
  applySoon();
});
openModal.addEventListener('click', place);

for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', async () => {
    const box = document.getElementById(button.dataset.copy);
    const said = document.getElementById(`${button.dataset.copy}-copied`);
    try {
      await navigator.clipboard.writeText(box.value);
      said.textContent = 'Copied.';
    } catch {
      box.select();
      said.textContent = document.execCommand('copy') ? 'Copied.' : 'The browser refused the clipboard: the text is selected, copy it.';
    }
  });
}

fillListings();
applySoon();
window.playground = { get widget() { return widget; } };

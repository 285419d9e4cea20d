import type { DemoListing } from './demo-listings';
import { NONCE_PLACEHOLDER, PLAYGROUND_CATEGORIES, PLAYGROUND_TARGET, type PlaygroundFields } from './playground-snippet';

/**
 * The playground's page (issue 45): a form of the options an embedder sets, the widget live below it, the snippet and
 * the Content Security Policy to copy, and the callbacks the widget fired. Its script (playground.js) places the widget
 * again on each change; this page is whole without it (the form as the query string set it, the snippet for it).
 */
export interface PlaygroundPageData {
  readonly apiOrigin: string;
  /** The page's own loader tag, with this response's nonce. */
  readonly loaderTag: string;
  readonly walletScript: boolean;
  readonly fields: PlaygroundFields;
  readonly listings: readonly DemoListing[];
  readonly pairs: readonly string[];
  readonly snippet: string;
  /** The policy the host needs, its nonce the placeholder. */
  readonly csp: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CATEGORY_NAMES: Readonly<Record<(typeof PLAYGROUND_CATEGORIES)[number], string>> = {
  collection: 'Collections',
  brc20: 'BRC-20',
  domain: 'Names',
  runes: 'Runes',
  arc20: 'ARC-20',
};

function radios(legend: string, name: keyof PlaygroundFields, choices: readonly (readonly [string, string])[], fields: PlaygroundFields): string {
  const items = choices.map(
    ([value, label]) => `<label><input type="radio" name="${name}" value="${value}"${fields[name] === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
  );
  return `<fieldset class="choice"><legend>${legend}</legend>${items.join('')}</fieldset>`;
}

const option = (value: string, label: string, selected: boolean, extra = '') =>
  `<option value="${escapeHtml(value)}"${extra}${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

const listingLabel = (l: DemoListing) => `${l.title} · ${l.priceSats.toLocaleString('en-US')} sats${l.auction ? ' (auction)' : ''}`;

export function playgroundPage(data: PlaygroundPageData): string {
  const { fields } = data;
  const pairs = data.pairs.includes(`${fields.tickIn}/${fields.tickOut}`) ? data.pairs : [`${fields.tickIn}/${fields.tickOut}`, ...data.pairs];
  const buy = fields.kind === 'buy';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget playground: set the options, copy the snippet</title>
<link rel="stylesheet" href="/demo.css">
<link rel="stylesheet" href="/playground.css">
${data.walletScript ? `<script type="module" src="${data.apiOrigin}/devnet/wallet/inject.ts"></script>` : ''}
${data.loaderTag}
<script src="/host-wallet.js" defer></script>
<script src="/playground.js" defer></script>
</head>
<body data-api="${escapeHtml(data.apiOrigin)}">
<header class="bar"><strong>Widget playground</strong> <span>the devnet's widget on another origin, under a strict Content Security Policy</span> <a href="/">The demo shop</a></header>
<main class="playground">
  <h1>Widget playground</h1>
  <p>Set the options: the widget below is placed again with them at each change, and the snippet and the policy your page needs follow. Local devnet: coins have no value.</p>
  <form id="options" aria-label="Widget options">
    ${radios(
      'Kind',
      'kind',
      [
        ['swap', 'Swap'],
        ['buy', 'Buy'],
      ],
      fields,
    )}
    ${radios(
      'Mode',
      'display',
      [
        ['integrated', 'Integrated (in the page)'],
        ['modal', 'Modal (over the page)'],
      ],
      fields,
    )}
    <fieldset id="swap-fields"${buy ? ' disabled hidden' : ''}><legend>Swap</legend>
      <label for="pair">Default pair (pay / receive)</label>
      <select id="pair" name="pair">${pairs.map((p) => option(p, p.replace('/', ' → '), p === `${fields.tickIn}/${fields.tickOut}`)).join('')}</select>
    </fieldset>
    <fieldset id="buy-fields"${buy ? '' : ' disabled hidden'}><legend>Buy</legend>
      <label for="category">Category</label>
      <select id="category" name="category">${PLAYGROUND_CATEGORIES.map((c) => option(c, CATEGORY_NAMES[c], c === fields.category)).join('')}</select>
      <label for="listing">A listing on the devnet now</label>
      <select id="listing">${option('', 'Pick a listing…', false)}${data.listings
        .map((l) => option(l.auctionId, listingLabel(l), l.auctionId === fields.auctionId, ` data-category="${l.category}"`))
        .join('')}</select>
      <label for="auction-id">Auction id</label>
      <input id="auction-id" name="auctionId" value="${escapeHtml(fields.auctionId)}" autocomplete="off" spellcheck="false" placeholder="devnet-000064">
    </fieldset>
    <fieldset><legend>Theme</legend>
      ${radios(
        'Light or dark',
        'mode',
        [
          ['dark', 'Dark'],
          ['light', 'Light'],
        ],
        fields,
      )}
      <label for="primary-color">Primary colour (any CSS colour; empty: the widget's own)</label>
      <input id="primary-color" name="primaryColor" value="${escapeHtml(fields.primaryColor)}" autocomplete="off" spellcheck="false" placeholder="#f7931a">
    </fieldset>
    ${radios(
      'Wallet',
      'wallet',
      [
        ['own', "The widget's own chooser"],
        ['passthrough', 'Passed through from this page'],
      ],
      fields,
    )}
    <p id="form-problem" class="problem" role="alert"></p>
  </form>
  <section aria-labelledby="live-title"><h2 id="live-title">The widget, live</h2>
    <p id="placed" role="status"></p>
    <button type="button" id="open-modal"${fields.display === 'modal' ? '' : ' hidden'}>Open the widget</button>
    <div id="${PLAYGROUND_TARGET.slice(1)}"></div>
  </section>
  <section aria-labelledby="snippet-title"><h2 id="snippet-title">The snippet</h2>
    <label for="snippet">Paste it into your page: the loader with its integrity hash, and the widget with these options.</label>
    <textarea id="snippet" class="code" readonly rows="20" spellcheck="false">${escapeHtml(data.snippet)}</textarea>
    <p class="copy"><button type="button" data-copy="snippet">Copy the snippet</button> <span id="snippet-copied" role="status"></span></p>
  </section>
  <section aria-labelledby="csp-title"><h2 id="csp-title">The Content Security Policy</h2>
    <label for="csp">The header your page needs: the API's origin for the widget's script and calls, the content origin for the item's picture and frame.</label>
    <textarea id="csp" class="code wrap" readonly rows="6" spellcheck="false">${escapeHtml(data.csp)}</textarea>
    <p class="copy"><button type="button" data-copy="csp">Copy the policy</button> <span id="csp-copied" role="status"></span></p>
    <p>${escapeHtml(NONCE_PLACEHOLDER)} is a nonce: a new random value (16 bytes or more, base64) in each response, the same in the header, on the loader's tag and on your script's tag. The loader gives it to its import map, the one inline script the widget adds; without it the browser blocks the map and the widget does not start (onError says so). No unsafe-inline, no unsafe-eval: the widget's styles are a constructed stylesheet, which CSP does not govern.</p>
  </section>
  <section aria-labelledby="events-title"><h2 id="events-title">The callbacks the widget fired</h2>
    <p>onStage, onSuccess, onError and onClose, as the page hears them, newest last.</p>
    <ol id="events"></ol>
  </section>
</main>
</body>
</html>`;
}

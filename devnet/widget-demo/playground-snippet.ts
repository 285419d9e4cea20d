import type { MarketCategory, WidgetOptions } from '../../src/widget/widget-api';

/**
 * The playground's options (issue 45): what an embedder sets in its form, the options object the live widget is
 * created with (JSON only: its callbacks and a passed-through wallet are added by the page), and the snippet to paste.
 */

/** The placeholder the snippet and the policy show for the page's CSP nonce: a new random value for each response. */
export const NONCE_PLACEHOLDER = '{NONCE}';
/** The element an integrated widget goes into, on the playground and in the snippet alike. */
export const PLAYGROUND_TARGET = '#widget';
/** The room an integrated swap takes, which a host keeps for it (docs/widget.md, "Room for the widget"; the widget's own is src/widget/widget.css.ts's). */
export const INTEGRATED_SWAP_ROOM_PX = 413;
export const PLAYGROUND_CATEGORIES: readonly MarketCategory[] = ['collection', 'brc20', 'domain', 'runes', 'arc20'];

export interface PlaygroundFields {
  readonly kind: 'swap' | 'buy';
  readonly display: 'integrated' | 'modal';
  readonly mode: 'dark' | 'light';
  /** Empty: the widget's own accent. */
  readonly primaryColor: string;
  readonly tickIn: string;
  readonly tickOut: string;
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly wallet: 'own' | 'passthrough';
}

/** The JSON part of WidgetOptions the playground sets. */
export type PlaygroundOptions = Pick<WidgetOptions, 'kind' | 'display' | 'target' | 'api' | 'network' | 'theme' | 'swap' | 'buy' | 'marketFeeAddress'>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => allowed.find((a) => a === value) ?? fallback;

/** A CSS colour as a person types one (#f7931a, rebeccapurple, rgb(247 147 26)): nothing that could end the string. */
const COLOUR = /^[#a-zA-Z0-9(),.%\s/-]{0,64}$/;
const AUCTION_ID = /^[\w.:-]{0,128}$/;

/** The form's fields from its query string; a value it does not know is its default, a bad colour or auction id is refused. */
export function playgroundFields(params: URLSearchParams): PlaygroundFields | { readonly problem: string } {
  const primaryColor = (params.get('primaryColor') ?? '').trim();
  if (!COLOUR.test(primaryColor)) return { problem: 'The primary colour is a CSS colour, like #f7931a.' };
  const auctionId = (params.get('auctionId') ?? '').trim();
  if (!AUCTION_ID.test(auctionId)) return { problem: 'An auction id is letters, digits and - _ . : only.' };
  const [tickIn = 'ordi', tickOut = 'pizza'] = (params.get('pair') ?? 'ordi/pizza').split('/');
  return {
    kind: oneOf(params.get('kind'), ['swap', 'buy'], 'swap'),
    display: oneOf(params.get('display'), ['integrated', 'modal'], 'integrated'),
    mode: oneOf(params.get('mode'), ['dark', 'light'], 'dark'),
    primaryColor,
    tickIn,
    tickOut,
    category: oneOf(params.get('category'), PLAYGROUND_CATEGORIES, 'collection'),
    auctionId,
    wallet: oneOf(params.get('wallet'), ['own', 'passthrough'], 'own'),
  };
}

/** The options object the widget is created with, in the order the snippet lists them. */
export function playgroundOptions(fields: PlaygroundFields, devnet: { readonly apiOrigin: string; readonly feeAddress: string }): PlaygroundOptions {
  return {
    kind: fields.kind,
    display: fields.display,
    ...(fields.display === 'integrated' ? { target: PLAYGROUND_TARGET } : {}),
    api: { base: `${devnet.apiOrigin}/api` },
    network: 'testnet',
    theme: { mode: fields.mode, ...(fields.primaryColor ? { primaryColor: fields.primaryColor } : {}) },
    ...(fields.kind === 'swap'
      ? { swap: { tickIn: fields.tickIn, tickOut: fields.tickOut } }
      : { buy: { category: fields.category, auctionId: fields.auctionId }, marketFeeAddress: devnet.feeAddress }),
  };
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);

/**
 * The snippet to paste: the loader's tag (loaderSnippet's, with the nonce placeholder), the element an integrated
 * widget goes into, and a script with the page's nonce that creates the widget with exactly these options (as JSON)
 * and logs each callback. Passed through, the page's own Connect gives the widget its wallet.
 */
export function renderSnippet(options: PlaygroundOptions, loaderTag: string, passthrough: boolean): string {
  const wallet = passthrough
    ? [
        '    // connectWallet(): your page connects its wallet and resolves with it as a HostWallet (docs/widget.md, "The wallet").',
        '    onRequestConnectWallet: () => void connectWallet().then((wallet) => widget.update({ wallet: { passthrough: wallet } })),',
      ]
    : [];
  return [
    `<!-- In the page's <head>: the widget's loader. ${NONCE_PLACEHOLDER} is the page's CSP nonce, a new one for each response. -->`,
    loaderTag,
    ...(options.target === PLAYGROUND_TARGET
      ? [
          '',
          options.kind === 'swap'
            ? `<!-- Where the widget goes. In your stylesheet, keep its room so nothing below moves when it loads: ${PLAYGROUND_TARGET} { min-height: ${INTEGRATED_SWAP_ROOM_PX}px; } -->`
            : '<!-- Where the widget goes. -->',
          `<div id="${PLAYGROUND_TARGET.slice(1)}"></div>`,
        ]
      : []),
    '',
    `<script type="module" nonce="${NONCE_PLACEHOLDER}">`,
    `  const options = ${indent(JSON.stringify(options, null, 2), 2)};`,
    '  const widget = BitcoinAssetsWidget.create({',
    '    ...options,',
    ...wallet,
    "    onStage: (stage) => console.log('stage', stage),",
    "    onSuccess: (result) => console.log('success', result),",
    "    onError: (error) => console.log('error', error),",
    "    onClose: () => console.log('close'),",
    '  });',
    '</script>',
  ].join('\n');
}

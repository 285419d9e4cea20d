/**
 * The widget's public API: what a host page passes and gets back. This file imports nothing, so the
 * `.d.ts` the build ships is this file alone. The widget's own code checks these types against its
 * internal ones, so the two cannot drift apart.
 */

export type WidgetKind = 'swap' | 'buy';
export type WidgetDisplay = 'integrated' | 'modal';
export type WidgetNetwork = 'mainnet' | 'testnet';
export type WidgetWalletType = 'unisat' | 'xverse' | 'hiro' | 'okx' | 'bitget' | 'tp' | 'phantom' | 'gate' | 'magic-eden' | 'enkrypt';
export type MarketCategory = 'brc20' | 'domain' | 'collection' | 'arc20' | 'runes';

export interface WidgetTheme {
  /** 'dark' (the default) or 'light'. */
  readonly mode?: 'dark' | 'light';
  /** The accent: buttons, links, focus rings (any CSS colour). A button's text on it is white or black, whichever reads at WCAG AA (4.5:1). */
  readonly primaryColor?: string;
  /** Corner radius in px (cards take twice this). */
  readonly radius?: number;
  /**
   * A font family the host page has already loaded (with its own `@font-face`, on the host document:
   * Chrome ignores `@font-face` inside a shadow root). By default the system's fonts, which need none.
   */
  readonly fontFamily?: string;
}

/** Where the widget's calls go. `base` is enough for a UniSat-compatible server; any layer may be given apart. */
export interface WidgetApiBases {
  readonly base: string;
  readonly basic?: string;
  readonly basicConfig?: string;
  readonly swap?: string;
  readonly market?: string;
  readonly query?: string;
  readonly query5?: string;
  readonly external?: string;
  readonly mempool?: string;
  readonly content?: string;
}

export interface SwapWidgetOptions {
  /** The tick to pay with at first. */
  readonly tickIn?: string;
  /** The tick to receive at first. */
  readonly tickOut?: string;
  /** Keep the pair: the user can turn it around but not pick other ticks. */
  readonly fixed?: boolean;
  /** An amount to pay, as a decimal string ("12.5"). */
  readonly amount?: string;
  /** The default slippage tolerance in percent, as a decimal string ("0.5"); 0.5 when not given. */
  readonly slippage?: string;
}

/** The listing to buy: a category and its auction id, or the inscription listed. */
export type BuyWidgetOptions = { readonly category: MarketCategory; readonly auctionId: string } | { readonly inscriptionId: string };

/** An account of a wallet the host has connected. */
export interface HostWalletAccount {
  readonly ordinalsAddress: string;
  /** Compressed public key, hex. */
  readonly ordinalsPubKey: string;
  readonly paymentAddress: string;
  readonly paymentPubKey: string;
}

/**
 * A wallet the host page has already connected (passthrough). The widget then creates no wallet adapter of
 * its own and never touches the page's injected providers: it calls these methods only.
 */
export interface HostWallet {
  readonly walletType: WidgetWalletType;
  readonly name?: string;
  readonly account: HostWalletAccount;
  /** Returns the signature, base64. */
  signMessage(message: string, type: 'ecdsa' | 'bip322-simple', address?: string): Promise<string>;
  /** Signs the inputs asked (UniSat's `signPsbt` options) and returns the PSBT, hex. */
  signPsbt(
    psbtHex: string,
    options: {
      readonly autoFinalized?: boolean;
      readonly toSignInputs: readonly {
        readonly index: number;
        readonly address?: string;
        readonly publicKey?: string;
        readonly sighashTypes?: readonly number[];
      }[];
    },
  ): Promise<string>;
  getBalance?(): Promise<{ readonly confirmed: number; readonly unconfirmed: number; readonly total: number }>;
  /** The host hears its wallet change account or network; returns the unsubscribe. */
  onChange?(
    listener: (change: { readonly type: 'accounts'; readonly accounts: readonly string[] } | { readonly type: 'network'; readonly network: string }) => void,
  ): () => void;
}

export type WidgetSuccess =
  | {
      readonly kind: 'swap';
      /** The swap module's operation id. */
      readonly operationId: string;
      readonly tickIn: string;
      readonly tickOut: string;
      readonly amountIn: string;
      readonly amountOut: string;
    }
  | {
      readonly kind: 'buy';
      readonly auctionId: string;
      /** The purchase's transaction (fixed price); null for a bid on an auction. */
      readonly txid: string | null;
      /** The bid placed (auction); null for a purchase. */
      readonly bidId: string | null;
    };

export interface WidgetError {
  readonly kind: WidgetKind;
  /** True when the user said no in the wallet: nothing failed, the user changed their mind. */
  readonly rejected: boolean;
  /** What went wrong, in plain words (the server's own when it said; empty for a rejection, which shows no error). */
  readonly message: string;
  /** The server's error code, when it answered one. */
  readonly code: number | null;
}

/**
 * A stage of an operation the widget runs, told to `onStage` once each and in order:
 * - `started`: the user pressed Swap (or Confirm in the buy dialog) and the operation is under way (a swap's review
 *   shows before the wallet is asked);
 * - `signed`: the wallet signed it (the swap's messages, the purchase's transactions);
 * - `sent`: the swap module took the swap, or the market the purchase or bid: `id` (and `txid`) known from here on;
 * - `confirmed`: a purchase's transaction is in a block, told while its success shows in the widget (the widget reads
 *   its confirmations there). Never for a swap (the widget does not follow the rollup) nor a bid;
 * - `failed`: it ended without being sent (the wallet refused or the user said no, the server refused, the price
 *   moved and the user decides again, the user went back from the swap's review). `onError` says why (nothing for a
 *   step back); a next try starts again at `started`.
 */
export interface WidgetStage {
  readonly stage: 'started' | 'signed' | 'sent' | 'confirmed' | 'failed';
  /** 'swap' (a swap widget), 'buy' (a fixed-price purchase) or 'bid' (a bid on an auction). */
  readonly operation: 'swap' | 'buy' | 'bid';
  /** The swap module's operation id, the purchase's txid or the bid's id, from `sent` on; null before and on `failed`. */
  readonly id: string | null;
  /** The purchase's transaction, from `sent` on; null for a swap, a bid, and before. */
  readonly txid: string | null;
}

export interface WidgetOptions {
  readonly kind: WidgetKind;
  /** 'integrated' renders inside `target`; 'modal' opens over the page (the default). */
  readonly display?: WidgetDisplay;
  /** The element (or a CSS selector of it) an integrated widget renders into. */
  readonly target?: string | HTMLElement;
  /** 'mainnet' (the default) or 'testnet'. */
  readonly network?: WidgetNetwork;
  readonly api: WidgetApiBases;
  readonly theme?: WidgetTheme;
  readonly swap?: SwapWidgetOptions;
  /** Required for a buy widget. */
  readonly buy?: BuyWidgetOptions;
  /** Pass the host's connected wallet through; without it the widget connects wallets itself. */
  readonly wallet?: { readonly passthrough: HostWallet };
  /** Where the market's service fee is paid: the purchase's check needs it when the market charges one. */
  readonly marketFeeAddress?: string;
  /** Sent as X-App-Id (default 'bitcoin-assets-widget'). */
  readonly appId?: string;
  readonly onSuccess?: (result: WidgetSuccess) => void;
  readonly onError?: (error: WidgetError) => void;
  /** Each stage of each operation: started, signed, sent, confirmed (a purchase only), failed (WidgetStage). */
  readonly onStage?: (stage: WidgetStage) => void;
  /** The user closed the widget (a modal), or it closed after its work. */
  readonly onClose?: () => void;
  /**
   * The user pressed Connect: given, the host connects its wallet (and then passes it through with
   * `update({ wallet })`) instead of the widget's own chooser.
   */
  readonly onRequestConnectWallet?: () => void;
}

/** What may change after creation. */
export type WidgetUpdate = Partial<Omit<WidgetOptions, 'kind' | 'display' | 'target'>>;

export interface WidgetHandle {
  /** Shows a modal widget (again). */
  open(): void;
  /** Hides a modal widget; an integrated one stays. */
  close(): void;
  /** Changes options: the theme, the wallet passed through, the pair, the callbacks. */
  update(options: WidgetUpdate): void;
  /** Removes the widget: its nodes, its listeners, its timers. The handle does nothing afterwards. */
  destroy(): void;
}

/** `window.BitcoinAssetsWidget`, which the loader script defines. */
export interface BitcoinAssetsWidgetGlobal {
  readonly version: string;
  create(options: WidgetOptions): WidgetHandle;
  /** Loads the widget's code now (the loader's `data-preload` attribute does the same). */
  preload(): Promise<void>;
}

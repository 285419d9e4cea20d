import { WALLET_MESSAGES, fillPlaceholders, type MessageParams } from './wallet-messages';

/**
 * Every message the user sees, keyed as the specs key them.
 * Where a spec gives the wording it is quoted exactly (marked "spec"); the rest is ours, in the same voice:
 * short, plain, and saying what to do next. Placeholders: {tick}, {x}, {min}, {max}, {slippage}, {wallet},
 * {n}, {path}, {status}, {limit}.
 */
export const MESSAGES = {
  // The messages users see, word for word
  error_100: 'This inscription has been sold or unlisted.', // spec
  error_139: 'The price has updated by the seller. Please try again.', // spec
  price_changed_to: 'The new price is {btc} BTC ({sats} sats): open Buy again to buy at it.',
  sign_psbt_failed: 'Sign psbt failed. Refresh the page and try again.', // spec
  get_pubkey_failed: 'Get pubKey failed. Refresh page and try again.', // spec
  multi_buy_items_sold_out: 'Some items have already been sold, please confirm again.', // spec
  has_listed: 'The inscription has been listed', // spec
  wait_confirmations: 'Please wait for the confirmation', // spec
  tick_length: 'tick must be 4 bytes long', // spec
  same_buyer_and_seller: 'Buyers and sellers cannot be the same person', // spec (the server's message that closes the buy dialog)
  listing_created: 'Listing created.', // spec
  unlist_success: 'Unlist success.', // spec
  buy_success: 'Success.', // spec
  update_success: 'Update Success.', // spec
  no_tick_to_sell: 'No {tick} to sell', // spec
  no_items: 'No items', // spec
  total_value_min: 'Total value should be greater than {x} BTC', // spec
  total_value_max: 'Total value should be less than {x} BTC', // spec
  total_value_range: 'the total value should be between {min} BTC and {max} BTC', // spec
  total_value_range_sats: 'The total value is limited to between {min} sats and {max} sats', // spec
  testnet_banner: 'This is a test network. Coins have no value.', // spec
  content_request_failed: 'request failed', // spec
  content_load_failed: 'load failed', // spec
  content_parse_failed: 'parse failed', // spec
  price_raise_warning:
    'The previous price may still be bought until the change takes effect. The platform takes no responsibility for purchases at the previous price.',
  price_too_low: 'The price is more than 10% below the floor price. Check it before you continue.',
  not_listable_plain:
    'The market cannot list this inscription: it takes collection items, domain names (such as satoshi.sats), brc-20 transfer inscriptions, runes and ARC-20, and this one is a plain inscription in no collection. Nothing was asked of your wallet.',
  not_listable_domain:
    'The market cannot list this inscription as a domain name: it inscribes no name (such as satoshi.sats). Nothing was asked of your wallet.',
  brc20_low_fee_warning: 'At this fee rate the transaction may stay unconfirmed until minting is 100% complete, and there is no refund.',
  network_congestion: 'The network is congested: transactions may take longer to confirm.',
  non_keyboard_symbols: 'This name contains symbols that are not on a keyboard. It may imitate another name: check it carefully.',
  // Names (src/domain/name-safety.ts): the full warning where a user decides, a few words beside a name in a list
  name_look_alike: 'This name has characters that look like others (shown as codes) — check it letter by letter: it may imitate another name.',
  name_hidden: 'This name has hidden characters (shown as codes) that can change how it reads — check it letter by letter: it may imitate another name.',
  name_not_rune: 'This is not a valid rune name: rune names are the letters A to Z, with • between words. It may imitate another rune.',
  name_look_alike_short: 'look-alike characters',
  name_hidden_short: 'hidden characters',
  name_not_rune_short: 'not a valid rune name',
  non_keyboard_symbols_short: 'symbols not on a keyboard',
  unverified_collection: 'This item was submitted by the community and is not verified.',
  shared_utxo: 'This inscription shares its UTXO with other inscriptions; they are sold together.',

  // Named without wording by the product: the words are ours
  on_aggregate_submitting: 'Please wait: the rollup inscription is being submitted.',
  sign_message_failed: 'Signing the message failed. Try again.',
  insufficient_balance: 'Insufficient balance.',
  enter_amount: 'Enter an amount.',
  amount_invalid: 'Enter a number.',
  amount_negative: 'The amount cannot be negative.',
  amount_zero: 'The amount must be more than 0.',
  amount_decimals: 'At most {x} decimal places.',
  only_support_taproot: 'Only Taproot (P2TR) addresses are supported here.',
  wallet_limit: 'This wallet cannot do this. Use another wallet.',
  connect_failed: 'Could not connect to the wallet. Unlock it and try again.',
  file_quantity_limit: 'Too many files: at most {x} at a time.',
  file_not_support: 'This file type is not supported.',
  file_size_limit: 'The file is too large: at most {x}.',
  select_file_first: 'Select a file first.',
  input_receive_address: 'Enter the address that receives the inscriptions.',
  has_deployed: '{tick} has already been deployed.',
  amount_limit: 'The amount is over the limit per mint ({x}).',
  tick_not_found: '{tick} was not found.',
  amount_max: 'The amount is over the maximum supply.',
  amount_left: 'Only {x} left to mint.',
  deploy_max: 'The maximum supply is too large.',
  refund_amount_limit: 'The amount is too small to refund.',
  multi_address_quantity_error: 'The number of addresses does not match the number of items.',
  no_valid_names: 'No valid names to inscribe.',
  no_valid_text: 'No valid text to inscribe.',
  get_fee_rate_failed: 'Could not get the current fee rates. Default rates are shown; check them before you pay.',
  only_holder_can_mint: '{tick} is a self-mint tick: only its deployer can mint it.',
  rune_name_too_short: 'The rune name is too short: at least {x} letters.',
  rune_already_etched: 'This rune has already been etched.',
  rune_not_found: 'Rune not found.',
  rune_not_mintable: 'This rune cannot be minted now.',
  rune_format_invalid: 'Rune names use the letters A to Z, with optional • spacers.',
  rune_name_available_after: 'This name becomes available after {n} blocks.',
  create_payment_failed: 'Could not create the payment. Try again.',
  not_supported_domain: 'This domain is not supported.',
  collection_not_exist: 'This collection does not exist.',
  network_error: 'Network problem: check your connection and try again.',
  response_status_error: 'The server could not answer right now (error {status}). Try again in a moment.',
  response_no_data: 'The server sent no data. Try again later.',
  response_invalid: 'The server sent an answer we could not read. Try again later.',
  request_timeout: 'The server took too long to answer. Try again.',
  // Ours: a panel whose view failed to render (the rest of the page goes on).
  panel_render_error: 'Something went wrong showing {what}. The rest of the page still works. Try again, or reload the page.',

  // The wallet session's messages (the wallet's own messages are in wallet-messages.ts, for the first render)
  ...WALLET_MESSAGES,
  validation_error: 'Validation error, please try again later', // spec ('Validation error' becomes this)
  system_commit_in_progress: 'System commit in progress .', // spec: the swap -2 message, suppressed
  only_utf8: 'Only UTF-8 format file supported.', // spec
  can_not_access: 'Swap is open only to whitelisted addresses and holders of an access inscription.',
  session_invalid: 'Your session has ended. Connect your wallet again.',
  market_maintained: 'The marketplace is under maintenance. Please come back later.',
  brc20_read_only: 'The brc-20 market is read-only for now: you can browse but not trade.',
  domain_read_only: 'The domain market is read-only for now: you can browse but not trade.',
  arc20_read_only: 'The ARC-20 market is read-only for now: you can browse but not trade.',
  runes_read_only: 'The runes market is read-only for now: you can browse but not trade.',
  collection_read_only: 'The collections market is read-only for now: you can browse but not trade.',
  market_closed: 'The marketplace is not open right now. Please come back later.',
  swap_maintenance: 'The swap is under maintenance. Please come back later.',
  swap_address_type: 'The swap works with Native Segwit (P2WPKH) and Taproot (P2TR) addresses only. Switch the address type in your wallet, then come back.',
  swap_done: 'Swapped {amountIn} {tickIn} for {amountOut} {tickOut}.',
  send_done: 'Sent {amount} {tick} to {to}.',
  op_committing: 'Please wait: the rollup inscription is being submitted. Your operation goes on by itself once it is in.',
  op_commit_over: 'The rollup is committed. Check the new quote, then try again.',
  slippage_error: 'The price moved more than your slippage tolerance. Try again or raise the tolerance.',
  slippage_notice: 'The swap is refused if the price moves more than {slippage}% against you.',
  high_slippage: 'High slippage: you may receive much less than expected.',
  deposit_expired: 'This deposit order has expired.',
  over_daily_limit: 'Over the daily limit ({limit}). Try again tomorrow.',
  withdraw_unavailable: 'Withdrawal is not available right now.',
  wallet_rejected: 'You rejected the request in your wallet. Nothing was signed or sent.',
  // Wallet connector input errors
  no_bitcoin_wallet: 'No Bitcoin wallet installed.',
  address_purposes_required: 'Address purposes are required.',
  wallet_method_required: 'A wallet method is required.',
  sign_address_required: 'An address is required to sign a message.',
  sign_message_required: 'A message to sign is required.',
  recipient_required: 'At least one recipient is required.',
  sender_required: 'A sender address is required.',
  recipient_format: 'A recipient address is not in the right format.',
  psbt_required: 'A PSBT and the inputs to sign are required.',

  // Inscribe: ours
  output_value_range: 'Sats in each inscription: a whole number from {min} to {max}.',
  content_too_long: 'An inscription can hold at most {x} characters here.',
  file_empty: '{name} is empty.',
  decimals_range: 'Decimals: a whole number from 0 to 18.',
  repeat_range: 'Repeat: a whole number from 1 to {x}.',
  mint_complete: '{tick} is fully minted.',
  names_taken: 'Already inscribed: {names}. Remove them and inscribe the rest.',
  dev_fee_positive: 'A fee to an address must be more than 0 sats.',
  receive_address_invalid: 'This is not an address on this network.',
  order_amount_mismatch: 'The order asks for {asked} sats but the fee panel showed {shown} sats. Nothing was paid; check the order and try again.',
  order_mismatch: 'The order does not match what you chose ({what}). Nothing was paid.',
  order_refused: 'This order was refused when it was placed: {reason} It cannot be paid from here.',
  order_no_breakdown: 'This order does not say what its amount is made of, so it cannot be checked. Nothing was paid.',
  order_over_parts: 'The order asks for {asked} sats, more than its own parts add up to ({parts} sats). Nothing was paid.',
  order_over_rule: 'The order charges a service fee of {fee} sats, more than the fee rule allows ({max} sats). Nothing was paid.',
  low_fee_mint: 'At this fee rate the mint may stay unconfirmed until minting is 100% complete, and then it is not refunded.',
  rune_symbol_one: 'The symbol is one character.',
  rune_divisibility_range: 'Divisibility: a whole number from 0 to {x}.',
  rune_cap_whole: 'The number of mints is a whole number.',
  rune_supply_none: 'Give the rune a supply: a premine, or an amount per mint and a number of mints.',
  rune_supply_max: 'The supply is too large.',
  bitmap_beyond_height: '{names}: no such block yet (the chain is at block {height}). A bitmap names a block that exists; nothing was ordered.',
  order_short_of_funds:
    'Insufficient balance. Your wallet’s payment address holds {have} sats; this order costs {need} sats, plus the network fee of paying it. Add bitcoin to your wallet, then try again. Nothing was ordered or paid.',
  wallet_cannot_pay: '{wallet} cannot pay from this page. Send exactly {amount} sats to {address} from your wallet.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export type { MessageParams };

/** The message for a key with its placeholders filled; a placeholder without a value stays visible. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return fillPlaceholders(MESSAGES[key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

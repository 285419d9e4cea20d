/**
 * Every server call the specs name, as `layer METHOD path`.
 * `{x}` stands for a path parameter; market calls are listed once per category with `{c}`.
 * Paths the spec leaves to us are marked "ours" in the API modules.
 */
const swapGet =
  '/config /select /balance /all_balance /quote_swap /pre_swap /quote_add_liq /pre_add_liq /pool_info /pool_list /deposit_list /pre_deploy_pool /my_pool_list /my_pool /quote_remove_liq /pre_remove_liq /create_deposit /deposit_info /swap_history /liq_history /rollup_history /gas_history /send_history /create_withdraw /withdraw_process /create_retry_withdraw /create_cancel_withdraw /withdraw_history /overview /pre_send /system_status';
const swapPost =
  '/swap /add_liq /deploy_pool /remove_liq /confirm_deposit /confirm_withdraw /confirm_retry_withdraw /confirm_cancel_withdraw /send /test/simulate_transfer';
const marketPerCategory =
  'list domain_info domain_types brc20_info inscription_info inscription_info_list inscription_type detail bid_history curve_price brc20_types_many brc20_types_specified arc20_types_many arc20_types_specified runes_types_many runes_types_specified ' +
  'brc20_statistic arc20_statistic runes_statistic domain_statistic actions collection_summary collection_inscriptions collection_statistic_list collection_statistic market_entry config ' +
  'create_put_on confirm_put_on create_batch_put_on confirm_batch_put_on create_bid_prepare create_bid confirm_bid create_batch_bid_prepare create_batch_bid confirm_batch_bid ' +
  'create_claim confirm_claim create_put_off confirm_put_off create_modify_price confirm_modify_price';

export const SPEC_CALLS: readonly string[] = [
  // Basic API (30 s)
  'basic GET /base/preload',
  'basic POST /base/login',
  'basic POST /base/quick_login',
  'basic POST /inscribe/order',
  'basic POST /badge/order',
  'basic GET /inscribe/order/{x}',
  'basic GET /inscribe/orders/{x}',
  'basic GET /badge/limit',
  ...'list info summary address_info recent limit create_blind_payment'.split(' ').map((p) => `basic GET /collection/${p}`),
  'basic POST /collection/confirm_blind_payment',
  'basic GET /collection/blind_status',
  'basic GET /collection/address_blind_status',
  'basic POST /inscribe/mixpay_order',
  'basic GET /inscribe/mixpay_extra_fee',
  'basic GET /pizza/total',
  'basic GET /pizza/info',
  'basic POST /pizza/claim',
  // basic-v4 config (10 s)
  'basicConfig GET /config',
  // spec 000 section 7 on the basic layer (paths ours but /ts2)
  'basic GET /ts2',
  'basic GET /inscribe/fee-discount',
  'basic GET /inscribe/fee-rate-detail',
  'basic GET /deployer/check',
  // Swap API (300 s)
  ...swapGet.split(' ').map((p) => `swap GET ${p}`),
  ...swapPost.split(' ').map((p) => `swap POST ${p}`),
  // Market API, per category
  ...marketPerCategory.split(' ').map((c) => `market POST /{c}/auction/${c}`),
  'market POST /common/xverse_bind',
  'market POST /common/entry_inspection',
  'market POST /manager/maintain',
  'market POST /deployer/deployer_info',
  'market POST /deployer/claimable_info',
  'market POST /deployer/claim',
  'market POST /deployer/history_info',
  // Query API (10 s)
  'query POST /inscriptions/category/{x}/existence',
  'query GET /blockchain/info',
  'query GET /brc20/status',
  'query GET /brc20/{x}/info',
  'query GET /address/{x}/brc20/summary',
  'query GET /address/{x}/brc20/{x}/info',
  'query GET /address/{x}/brc20/{x}/transferable-inscriptions',
  'query GET /address/{x}/brc20/{x}/history',
  'query GET /brc20/{x}/holders',
  'query GET /brc20/{x}/history',
  'query GET /address/{x}/inscribe-summary',
  'query GET /fee-estimate',
  'query GET /address/{x}/balance',
  'query GET /address/{x}/names-summary',
  'query GET /address/{x}/category/{x}/names-data',
  'query GET /address/{x}/inscribe-fee-summary',
  'query GET /inscriptions/category/{x}/search/v2',
  'query GET /inscription/info/{x}',
  // External API (30 s)
  'external POST /xverse/create-payment',
  'external POST /xverse/broadcast',
  'external POST /moonpay/create',
  'external GET /preview/simple-summary',
  // Fee sources
  'mempool GET /v1/fees/recommended',
  'mempool GET /v1/fees/mempool-blocks',
  // Text inscription content
  'content GET /content/{x}',
];

/** Calls we added where a spec names the data but no call: the User entity between logins. */
export const OUR_CALLS: readonly string[] = [
  'basic GET /base/user',
  'basic POST /base/logout',
  // My Bitcoin Assets: the spec names "address inscriptions" without its path: the open API's inscription-data, and
  // what each is from its collection indexer (issue 25); runes and ARC-20 balances are the indexer's.
  'query GET /address/{x}/inscription-data',
  'query GET /collection-indexer/address/{x}/collection/list',
  'query GET /collection-indexer/collection/{x}/items',
  'query GET /address/{x}/runes/balance-list',
  'query GET /address/{x}/arc20/balance-list',
  // Runes Explorer (issue 15): the indexer's runes list (UniSat open API /runes/info-list).
  'query GET /runes/info-list',
  // Runes Inscribe (issue 15): etch and mint orders, paid like inscribe orders.
  'basic POST /inscribe/order/runes-etch',
  'basic POST /inscribe/order/runes-mint',
  // The transaction-effect check (issue 21): what every output a PSBT spends holds (UniSat open API
  // /utxo/{txid}/{index} and /runes/utxo/{txid}/{index}/balance; ARC-20 has no open-API counterpart).
  'query GET /utxo/{x}/{x}',
  'query GET /runes/utxo/{x}/{x}/balance',
  'query GET /arc20/utxo/{x}/{x}/balance',
  // Listing runes and ARC-20 (issue 29): the outputs of an address that hold one rune (the open API's
  // /address/{address}/runes/{runeid}/utxo) or one ARC-20 ticker (ours, beside arc20/balance-list).
  'query GET /address/{x}/runes/{x}/utxo',
  'query GET /address/{x}/arc20/{x}/utxo',
  // The address's plain outputs (the open API's /address/{address}/available-utxo-data): whether a buyer has small
  // coins to pad with, read before Confirm (issue 44, 5), and what pays a rune split the app builds and sends itself
  // (the open API's local_pushtx) to list part of an output (issue 44, 12).
  'query GET /address/{x}/available-utxo-data',
  'query POST /local_pushtx',
  // The Pending tab of My Bitcoin Assets (issue 44, "confirmation counts and a pending-transactions view"): the
  // address's transactions still in the mempool and its last confirmed ones (the open API's /address/{address}/history).
  'query GET /address/{x}/history',
  // The brc-20 price chart where curve_price is not offered (issue 42): the open API's price points of a tick.
  'market POST /{c}/auction/brc20_kline',
  // The tick markets' asset lists where brc20_types_many and runes_types_many are not offered (issue 42).
  'market POST /{c}/auction/brc20_types',
  'market POST /{c}/auction/runes_types',
];

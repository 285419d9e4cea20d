/**
 * The wallet connection's messages, apart from the catalogue so the wallet flow,
 * which is on every page's first render, does not carry every message of the site. The catalogue in
 * messages.ts includes them; quoted spec wording is marked "spec".
 */
export const WALLET_MESSAGES = {
  wallet_outdated: 'Wallet connection outdated. Please connect to your wallet again.', // spec
  okx_account_changed: 'Wallet account changed, please reconnect.', // spec
  wallet_not_installed: '{wallet} not installed', // spec ('X Wallet not installed')
  unisat_needs_update: 'UniSat Wallet needs to be updated', // spec
  only_supports_wallet: 'only supports wallet {wallet}', // spec
  missing_xverse_pubkey: 'Xverse did not return both public keys. Update Xverse and try again.',
  cannot_get_pubkey: 'Could not get the public key from {wallet}.',
  connect_failed_no_address: 'Connect failed: the wallet needs both a Taproot (P2TR) and a Native Segwit (P2WPKH) address.',
  okx_compressed_key: 'OKX Wallet did not give a public key that matches its address. Update OKX Wallet or use another account.',
  wallet_wrong_chain: '{wallet} is on {chain}. Switch it to {wanted} and try again.',
  wallet_wrong_network: '{wallet} gave addresses of another network than this site’s ({network}). Switch the wallet’s network, or use another wallet.',
  sign_failed: 'Signing failed: the wallet returned no signature.',
  wallet_disconnected: 'Your wallet was disconnected. Click to reload the page.',
  session_expired_reload: 'Your session has expired. Click to reload the page and connect again.',
  signed_out_session_expired: 'You were signed out because your session expired. Connect your wallet to sign in again.',
  signed_out_elsewhere: 'You were signed out because your wallet was disconnected. Connect your wallet to sign in again.',
  connect_step_wallet: 'Approve the connection in {wallet}.',
  connect_step_message: 'Preparing the sign-in message…',
  connect_step_sign: 'Sign the message in {wallet} to sign in. It costs nothing and moves no coins.',
  connect_step_verify: 'Checking your signature…',
  unknown_error: 'Something went wrong. Try again.',
  psbt_refused: 'This transaction was not sent to your wallet: {reason}',
  psbt_unchecked: 'This transaction was not sent to your wallet: it could not be checked against what you were shown.',
  psbt_facts_failed: 'This transaction was not sent to your wallet: what it spends could not be looked up, so it could not be checked. Try again.',
} as const;

export type WalletMessageKey = keyof typeof WALLET_MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A template with its {placeholders} filled; a placeholder without a value stays visible. */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const formatWalletMessage = (key: WalletMessageKey, params: MessageParams = {}): string => fillPlaceholders(WALLET_MESSAGES[key], params);

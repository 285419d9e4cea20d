import { describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage, isMessageKey } from '../../src/domain/messages';
import { hasSpec, specSection } from '../helpers/shared-spec';

describe('message catalogue', () => {
  it("quotes the specs' wording exactly", () => {
    expect(MESSAGES.error_100).toBe('This inscription has been sold or unlisted.');
    expect(MESSAGES.error_139).toBe('The price has updated by the seller. Please try again.');
    expect(MESSAGES.sign_psbt_failed).toBe('Sign psbt failed. Refresh the page and try again.');
    expect(MESSAGES.get_pubkey_failed).toBe('Get pubKey failed. Refresh page and try again.');
    expect(MESSAGES.multi_buy_items_sold_out).toBe('Some items have already been sold, please confirm again.');
    expect(MESSAGES.has_listed).toBe('The inscription has been listed');
    expect(MESSAGES.wait_confirmations).toBe('Please wait for the confirmation');
    expect(MESSAGES.tick_length).toBe('tick must be 4 bytes long');
    expect(MESSAGES.validation_error).toBe('Validation error, please try again later');
    expect(MESSAGES.wallet_outdated).toBe('Wallet connection outdated. Please connect to your wallet again.');
    expect(MESSAGES.okx_account_changed).toBe('Wallet account changed, please reconnect.');
  });

  it('has every key the specs name', () => {
    const keys = [
      'error_100',
      'error_139',
      'sign_psbt_failed',
      'get_pubkey_failed',
      'multi_buy_items_sold_out',
      'has_listed',
      'wait_confirmations',
      'tick_length',
      'on_aggregate_submitting',
      'sign_message_failed',
      'insufficient_balance',
      'enter_amount',
      'only_support_taproot',
      'wallet_limit',
      'file_quantity_limit',
      'file_not_support',
      'file_size_limit',
      'select_file_first',
      'input_receive_address',
      'has_deployed',
      'amount_limit',
      'tick_not_found',
      'amount_max',
      'amount_left',
      'deploy_max',
      'refund_amount_limit',
      'multi_address_quantity_error',
      'no_valid_names',
      'no_valid_text',
      'get_fee_rate_failed',
      'only_holder_can_mint',
      'create_payment_failed',
      'same_buyer_and_seller',
      'not_supported_domain',
      'collection_not_exist',
      'network_error',
      'response_status_error',
      'response_no_data',
      'connect_failed_no_address',
      'sign_failed',
      'can_not_access',
    ];
    expect(keys.filter((k) => !isMessageKey(k))).toEqual([]);
  });

  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage('no_tick_to_sell', { tick: 'ordi' })).toBe('No ordi to sell');
    expect(formatMessage('total_value_min', { x: '0.0005' })).toBe('Total value should be greater than 0.0005 BTC');
    expect(formatMessage('slippage_notice', { slippage: 0.5 })).toBe('The swap is refused if the price moves more than 0.5% against you.');
    expect(formatMessage('wallet_not_installed', { wallet: 'Xverse Wallet' })).toBe('Xverse Wallet not installed');
    expect(formatMessage('has_deployed')).toBe('{tick} has already been deployed.');
  });

  it.skipIf(!hasSpec('site'))(
    'every quoted message of spec 000 section 8 is in the catalogue word for word (skipped when ../shared/spec is not beside the repo)',
    () => {
      const section = specSection('site', '## 8. Error catalogue', '## 9.');
      const quoted = [...section.matchAll(/(\w+_\w+): '([^']+)'/g)].map(([, key, text]) => [key, text]);
      expect(quoted.length).toBeGreaterThanOrEqual(8);
      for (const [key, text] of quoted) expect(MESSAGES[key as keyof typeof MESSAGES], key).toBe(text);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { checkTokenAmount, formatTokenAmount } from '../../src/domain/swap/swap-amounts';
import { isHighSlippage, maximumSold, minimumReceived, slippageFraction, slippageProblem, typedPercent } from '../../src/domain/swap/slippage';
import { impactLevel, impactOverMax, needsImpactConsent, poolSide, priceImpact, swapTerms } from '../../src/domain/swap/swap-quote';
import { isSwapAddressType, swapGate } from '../../src/domain/swap/swap-gate';
import { Decimal } from '../../src/domain/decimal';

describe('swap amounts: exact, checked before any call', () => {
  const check = (input: string, balance: string | null = '100') => checkTokenAmount(input, { tick: 'ordi', balance });
  it('accepts up to 18 decimals exactly, and sends the canonical text', () => {
    expect(check('1.123456789012345678')).toMatchObject({ ok: true, text: '1.123456789012345678' });
    expect(check('0010.500')).toMatchObject({ ok: true, text: '10.5' });
    expect(check('.5')).toMatchObject({ ok: true, text: '0.5' });
    expect(check('100')).toMatchObject({ ok: true });
  });
  it.each([
    ['1.1234567890123456789', 'ordi has at most 18 decimals.'],
    ['0', 'Enter an amount more than 0.'],
    ['0.000', 'Enter an amount more than 0.'],
    ['-1', 'Enter an amount more than 0.'],
    ['1e3', 'Enter a number, like 12.5.'],
    ['12,5,0', 'Enter a number, like 12.5.'],
    ['abc', 'Enter a number, like 12.5.'],
  ])('%s: %s', (input, problem) => {
    expect(check(input)).toEqual({ ok: false, problem });
  });
  it('more than the balance says so, and marks it (the form then offers a deposit)', () => {
    expect(check('100.000000000000000001')).toEqual({ ok: false, problem: 'More than your ordi balance in the swap (100).', overBalance: true });
  });
  it('empty is no amount and no problem; without a balance only the form is checked', () => {
    expect(check('  ')).toEqual({ ok: false, problem: null });
    expect(check('5000', null)).toMatchObject({ ok: true });
  });
  it('shows amounts exactly, grouped, cut (never rounded up) to 8 decimals', () => {
    expect(formatTokenAmount('12345.678901239')).toBe('12,345.67890123');
    expect(formatTokenAmount('0.000000001')).toBe('< 0.00000001');
    expect(formatTokenAmount('0')).toBe('0');
  });
});

describe('slippage: the sequencer maths', () => {
  it('takes a percent with one decimal, more than 0 and at most 50', () => {
    expect(slippageProblem('0.5')).toBeNull();
    expect(slippageProblem('0')).toBe('The slippage tolerance must be more than 0%.');
    // The sequencer takes a fraction with 3 decimals: 0.05% (0.0005) is finer than it can be told, and said so.
    expect(slippageProblem('0.05')).toBe('The swap takes the tolerance in steps of 0.1%: enter 0.1 or more, with one decimal at most.');
    expect(slippageProblem('abc')).toBe('Enter a percent, like 0.5.');
    // A decimal comma and a pasted space are read as people mean them.
    expect(slippageProblem('1,5')).toBeNull();
    expect(typedPercent(' 1,5 ')).toBe('1.5');
    expect(typedPercent('1 000')).toBe('1000');
    expect(slippageProblem('1 000')).toBe('The slippage tolerance can be at most 50%.');
    expect(slippageProblem('51')).toBe('The slippage tolerance can be at most 50%.');
    expect(slippageFraction('0.5')).toBe('0.005');
    expect(isHighSlippage('5')).toBe(false);
    expect(isHighSlippage('5.1')).toBe(true);
  });
  it('exact in: minimum received = expect*1000/(1000+s*1000); exact out: maximum sold = expect*(1000+s*1000)/1000', () => {
    expect(minimumReceived('100', '0.5').toFixed()).toBe(new Decimal(100000).div(1005).toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed());
    expect(maximumSold('100', '0.5').toFixed()).toBe('100.5');
    expect(maximumSold('0.000000000000000001', '0.1').toFixed()).toBe('0.000000000000000002');
  });
});

describe('the quote: rate, price impact from the reserves, bound', () => {
  const pool = { tick0: 'ordi', tick1: 'pizza', amount0: '10000', amount1: '5000' };
  it('sees the pool from the tick going in', () => {
    expect(poolSide(pool, 'PIZZA')).toEqual({ reserveIn: '5000', reserveOut: '10000' });
    expect(poolSide(null, 'ordi')).toBeNull();
  });
  it('price impact: amountIn/(reserveIn+amountIn) exact in, amountOut/reserveOut exact out', () => {
    expect(priceImpact({ reserveIn: '10000', reserveOut: '5000' }, '100', '49', 'exactIn').toFixed()).toBe('1');
    expect(priceImpact({ reserveIn: '10000', reserveOut: '5000' }, '2000', '1000', 'exactOut').toFixed()).toBe('20');
    // Warnings from 3% (issue 45: what people expect; the specs set no level), danger (consent) above 15%.
    expect(impactLevel(new Decimal('2.99'))).toBe('low');
    expect(impactLevel(new Decimal('3'))).toBe('warning');
    expect(impactLevel(new Decimal('15'))).toBe('warning');
    expect(impactLevel(new Decimal('15.01'))).toBe('danger');
    expect(needsImpactConsent(new Decimal('15'))).toBe(false);
    expect(needsImpactConsent(new Decimal('15.01'))).toBe(true);
    expect(needsImpactConsent(null)).toBe(false);
    // Past the maximum (50% unless configured) Swap is off, with the reason (issue 28, 4).
    expect(impactOverMax(new Decimal('50'))).toBeNull();
    expect(impactOverMax(new Decimal('50.01'))).toBe('Price impact 50.01% is over 50%: this swap alone would move the pool that far. Swap a smaller amount.');
    expect(impactOverMax(new Decimal('30'), '25')).not.toBeNull();
  });
  it('terms for exact in and exact out', () => {
    const exactIn = swapTerms({
      tickIn: 'ordi',
      tickOut: 'pizza',
      exactType: 'exactIn',
      amount: '100',
      expect: '49.2',
      slippagePercent: '1',
      side: poolSide(pool, 'ordi'),
    });
    expect(exactIn).toMatchObject({ amountIn: '100', amountOut: '49.2' });
    expect(exactIn.rate.toFixed()).toBe('0.492');
    expect(exactIn.bound.toFixed()).toBe(minimumReceived('49.2', '1').toFixed());
    const exactOut = swapTerms({ tickIn: 'ordi', tickOut: 'pizza', exactType: 'exactOut', amount: '10', expect: '20.5', slippagePercent: '1', side: null });
    expect(exactOut).toMatchObject({ amountIn: '20.5', amountOut: '10', impact: null });
    expect(exactOut.bound.toFixed()).toBe('20.705');
  });
});

describe('the gate', () => {
  const taproot = `tb1p${'q'.repeat(58)}`;
  const segwit = `tb1q${'q'.repeat(38)}`;
  const user = (walletType: 'unisat' | 'okx', address: string, access = true) => ({ maintenance: false, connected: { walletType, address, access } });
  it('in order: maintenance, visitor, wallet, address type, access', () => {
    expect(swapGate({ maintenance: true, connected: null })).toEqual({ state: 'maintenance', message: 'swap_maintenance' });
    expect(swapGate({ maintenance: false, connected: null })).toEqual({ state: 'visitor' });
    expect(swapGate(user('okx', taproot))).toEqual({ state: 'wrong-wallet', wallet: 'unisat' });
    expect(swapGate(user('unisat', '2N8hwP1WmJrFF5QWABn38y63uYLhnJYJYTF'))).toEqual({ state: 'address-type', message: 'swap_address_type' });
    expect(swapGate(user('unisat', segwit, false))).toEqual({ state: 'no-access', message: 'can_not_access' });
    expect(swapGate(user('unisat', segwit))).toEqual({ state: 'open' });
    expect(swapGate(user('unisat', taproot))).toEqual({ state: 'open' });
  });
  it('P2WPKH and P2TR only: not P2WSH, P2SH or legacy', () => {
    expect(isSwapAddressType(`bc1q${'q'.repeat(58)}`)).toBe(false);
    expect(isSwapAddressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isSwapAddressType(`bc1p${'q'.repeat(58)}`)).toBe(true);
  });
});

describe('send: the recipient', async () => {
  const { recipientProblem } = await import('../../src/domain/swap/swap-gate');
  // BIP-173 and BIP-350 test vectors (testnet P2WPKH, mainnet P2TR).
  const tbSegwit = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
  const bcTaproot = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
  it('a valid address of the current network passes', () => {
    expect(recipientProblem(tbSegwit, 'testnet', null)).toBeNull();
    expect(recipientProblem(bcTaproot, 'mainnet', null)).toBeNull();
  });
  it('says what is wrong: network, checksum, type, own address', () => {
    expect(recipientProblem(bcTaproot, 'testnet', null)).toBe('Enter a testnet address (it starts with tb1).');
    expect(recipientProblem(tbSegwit.replace(/x$/, 'y'), 'testnet', null)).toBe('This is not a valid Native Segwit (P2WPKH) or Taproot (P2TR) address.');
    expect(recipientProblem('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet', null)).toBe(
      'This is not a valid Native Segwit (P2WPKH) or Taproot (P2TR) address.',
    );
    expect(recipientProblem(tbSegwit, 'testnet', tbSegwit)).toBe('This is your own address: send to someone else.');
    expect(recipientProblem('', 'testnet', null)).toBe('Enter the address to send to.');
  });
});

import { describe, expect, it } from 'vitest';
import type { BasicConfig } from '../../src/domain/entities';
import { marketAvailability, type MarketSignal } from '../../src/domain/market-availability';

const config = (market: Partial<BasicConfig['market']> = {}): BasicConfig => ({
  market: { access: true, maintenance: false, ...market },
  swap: { access: true, maintenance: false },
});
const none = new Set<MarketSignal>();

describe('market availability (spec 000 sections 4 and 8)', () => {
  it('open when the config says so and the server has said nothing', () => {
    expect(marketAvailability('brc20', { config: config(), configFailed: false, signals: none })).toEqual({ state: 'open' });
  });

  it('maintenance: the config flag, a failed config fetch, or -106 (the market-maintained event) closes every market', () => {
    for (const input of [
      { config: config({ maintenance: true }), configFailed: false, signals: none },
      { config: null, configFailed: true, signals: none },
      { config: config(), configFailed: false, signals: new Set<MarketSignal>(['market-maintained']) },
    ]) {
      for (const category of ['brc20', 'domain', 'collection', 'arc20', 'runes'] as const)
        expect(marketAvailability(category, input)).toEqual({ state: 'maintenance', message: 'market_maintained' });
    }
  });

  it('access false closes the market; maintenance wins over it', () => {
    expect(marketAvailability('runes', { config: config({ access: false }), configFailed: false, signals: none })).toEqual({
      state: 'closed',
      message: 'market_closed',
    });
    expect(marketAvailability('runes', { config: config({ access: false, maintenance: true }), configFailed: false, signals: none })).toMatchObject({
      state: 'maintenance',
    });
  });

  it('read-only per market: brc-20 and domains by flag or by -116 / -117; ARC-20 and runes by flag; others stay open', () => {
    expect(marketAvailability('brc20', { config: config({ brc20ReadOnly: true }), configFailed: false, signals: none })).toEqual({
      state: 'read-only',
      message: 'brc20_read_only',
    });
    expect(marketAvailability('brc20', { config: config(), configFailed: false, signals: new Set<MarketSignal>(['brc20-read-only']) })).toEqual({
      state: 'read-only',
      message: 'brc20_read_only',
    });
    expect(marketAvailability('domain', { config: config(), configFailed: false, signals: new Set<MarketSignal>(['domain-read-only']) })).toEqual({
      state: 'read-only',
      message: 'domain_read_only',
    });
    expect(marketAvailability('arc20', { config: config({ arc20ReadOnly: true }), configFailed: false, signals: none })).toEqual({
      state: 'read-only',
      message: 'arc20_read_only',
    });
    expect(marketAvailability('runes', { config: config({ runesReadOnly: true }), configFailed: false, signals: none })).toEqual({
      state: 'read-only',
      message: 'runes_read_only',
    });
    expect(
      marketAvailability('domain', { config: config({ brc20ReadOnly: true }), configFailed: false, signals: new Set<MarketSignal>(['brc20-read-only']) }),
    ).toEqual({ state: 'open' });
  });
});

import { describe, expect, it } from 'vitest';
import { addressUrl, confirmationsText, decodeExplorer, explorerChain, explorerLinkText, explorersFor, inscriptionUrl, txUrl } from '../../src/domain/explorer';

const TXID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const ADDRESS = 'bc1pxyz0123456789abcdefghjklmnpqrstuvwxyz0123456789abcdefgh';
const TB_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

describe('explorer links (issue 44)', () => {
  it('links to mempool.space by default, per network', () => {
    expect(txUrl(TXID, 'mainnet')).toBe('https://mempool.space/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(txUrl(TXID, 'testnet')).toBe('https://mempool.space/testnet/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(txUrl(TXID, 'testnet4')).toBe('https://mempool.space/testnet4/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(txUrl(TXID, 'signet')).toBe('https://mempool.space/signet/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(txUrl(TXID, 'fractal')).toBe('https://mempool.fractalbitcoin.io/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(addressUrl(ADDRESS, 'mainnet')).toBe('https://mempool.space/address/bc1pxyz0123456789abcdefghjklmnpqrstuvwxyz0123456789abcdefgh');
    expect(addressUrl(TB_ADDRESS, 'testnet')).toBe('https://mempool.space/testnet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
  });

  it('links to blockstream.info where it has the network, and offers it only there', () => {
    expect(txUrl(TXID, 'mainnet', 'blockstream')).toBe('https://blockstream.info/tx/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(addressUrl(TB_ADDRESS, 'testnet', 'blockstream')).toBe('https://blockstream.info/testnet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(txUrl(TXID, 'testnet4', 'blockstream')).toBeNull();
    expect(explorersFor('mainnet')).toEqual(['mempool', 'blockstream']);
    expect(explorersFor('testnet4')).toEqual(['mempool']);
  });

  it('links inscriptions to the network’s ordinals explorer', () => {
    expect(inscriptionUrl(`${TXID}i0`, 'mainnet')).toBe('https://ordinals.com/inscription/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90i0');
    expect(inscriptionUrl(`${TXID}i3`, 'testnet4')).toBe(
      'https://testnet4.ordinals.com/inscription/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90i3',
    );
    expect(inscriptionUrl(`${TXID}i0`, 'signet')).toBe(
      'https://signet.ordinals.com/inscription/a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90i0',
    );
    expect(inscriptionUrl(`${TXID}i0`, 'testnet')).toBeNull();
  });

  it('offers nothing on the devnet: its transactions exist nowhere else', () => {
    expect(explorerChain('testnet', { devnet: true })).toBe('devnet');
    expect(explorersFor('devnet')).toEqual([]);
    expect(txUrl(TXID, 'devnet')).toBeNull();
    expect(addressUrl(TB_ADDRESS, 'devnet')).toBeNull();
    expect(inscriptionUrl(`${TXID}i0`, 'devnet')).toBeNull();
    expect(decodeExplorer('mempool', 'devnet')).toBeNull();
  });

  it('reads the chain from the gateway’s network name, else the chosen network', () => {
    expect(explorerChain('testnet', { networkName: 'testnet4' })).toBe('testnet4');
    expect(explorerChain('mainnet', { networkName: 'fractal' })).toBe('fractal');
    expect(explorerChain('mainnet', { networkName: 'devnet' })).toBe('mainnet');
    expect(explorerChain('testnet')).toBe('testnet');
  });

  it('decodes a stored choice: an unknown or unoffered one is the default', () => {
    expect(decodeExplorer('blockstream', 'mainnet')).toBe('blockstream');
    expect(decodeExplorer('blockstream', 'signet')).toBe('mempool');
    expect(decodeExplorer('{"x":1}', 'mainnet')).toBe('mempool');
    expect(decodeExplorer(null, 'mainnet')).toBe('mempool');
  });

  it('links nothing for what is not a txid, an address or an inscription id', () => {
    expect(txUrl('not-a-txid', 'mainnet')).toBeNull();
    expect(txUrl(`${TXID}/../x`, 'mainnet')).toBeNull();
    expect(addressUrl('bc1 space', 'mainnet')).toBeNull();
    expect(inscriptionUrl(TXID, 'mainnet')).toBeNull();
  });

  it('says where a link goes', () => {
    expect(explorerLinkText('https://mempool.space/testnet/tx/ab')).toBe('View on mempool.space');
    expect(explorerLinkText('https://ordinals.com/inscription/abi0')).toBe('View on ordinals.com');
  });

  it('counts confirmations from the tip', () => {
    expect(confirmationsText(null, 850000)).toBe('Pending (in the mempool)');
    expect(confirmationsText(0, 850000)).toBe('Pending (in the mempool)');
    expect(confirmationsText(850000, 850000)).toBe('1 confirmation');
    expect(confirmationsText(849998, 850000)).toBe('3 confirmations');
    expect(confirmationsText(4194303, 850000)).toBe('Pending (in the mempool)');
    expect(confirmationsText(850000, null)).toBeNull();
    // The mempool's height says pending even before the tip is read.
    expect(confirmationsText(4194303, null)).toBe('Pending (in the mempool)');
  });
});

import { Decimal } from '../decimal';
import { Transaction } from '@scure/btc-signer';
import { bytesToHex } from '@noble/hashes/utils.js';
import { scriptFor } from '../chain/chain';
import { checkAllSigned, inputFor, internalKeyFor, psbtHex, readPsbt, spentOutputs } from '../crypto/psbt';
import type { Deposit } from './swap-state';
import { DevnetError } from '../devnet-error';
import { DEPOSIT_VSIZE, MODULE_ADDRESS, SWAP_CONFIG } from './swap-config';
import { amount, text, type Q } from './swap-context';
import type { SwapContext } from './swap-signing';

/** Direct deposits: the order and its PSBT, its confirmation, its expiry and its credit once confirmed; and the control's deposit by someone else. */
export function createSwapDeposits(ctx: SwapContext) {
  const { deps, chain, indexer, get, save, nextId, tickName, credit, checkOpen, checkNotCommitting, addressOk, moduleNamed } = ctx;

  /**
   * create_deposit (CreateDepositRes): a direct deposit, the user's brc-20 transfer inscription to the module
   * address, the network fee at `feeRate` paid from the user's plain BTC. A pending order for the same
   * inscription is replaced. The order expires if not confirmed in 10 minutes.
   */
  function createDeposit(q: Q) {
    checkOpen();
    checkNotCommitting();
    const address = addressOk(q.address);
    const inscription = indexer.inscription(text(q.inscriptionId, 'inscriptionId'));
    if (!inscription?.location || inscription.address !== address) throw new DevnetError(-1, 'Deposit a brc-20 transfer inscription of yours.');
    const b = inscription.brc20;
    if (b?.op !== 'transfer' || !b.valid || b.used) throw new DevnetError(-1, 'Only an unused brc-20 transfer inscription can be deposited.');
    if (q.tick !== undefined && String(q.tick).toLowerCase() !== b.tick.toLowerCase())
      throw new DevnetError(-1, `This inscription transfers ${b.tick}, not ${String(q.tick)}.`);
    if (q.amount !== undefined && !new Decimal(amount(q.amount, 'amount')).eq(b.amt!))
      throw new DevnetError(-1, `This inscription transfers ${b.amt} ${b.tick}, not ${String(q.amount)}.`);
    const item = chain.utxo(inscription.location.txid, inscription.location.vout)!;
    const payer = typeof q.payAddress === 'string' && q.payAddress ? addressOk(q.payAddress) : address;
    const feeRate = q.feeRate === undefined ? 10 : Number(q.feeRate);
    if (!Number.isInteger(feeRate) || feeRate < 1 || feeRate > 5_000)
      throw new DevnetError(-1, 'feeRate must be a whole number of sats per vbyte from 1 to 5000.');
    // Two taproot inputs and two outputs: about 212 vbytes.
    const fee = BigInt(feeRate) * DEPOSIT_VSIZE;
    const funding = indexer.spendableUtxos(payer).find((u) => BigInt(u.value) >= fee + 546n);
    if (!funding) throw new DevnetError(-1, 'Not enough BTC for the network fee.');
    const pubkey = typeof q.pubkey === 'string' ? q.pubkey : undefined;
    const tx = new Transaction({ allowUnknownOutputs: true });
    tx.addInput(inputFor(item, { tapInternalKey: internalKeyFor(item.script, pubkey) }));
    tx.addInput(inputFor(funding, { tapInternalKey: internalKeyFor(funding.script, pubkey) }));
    // To the module the config names (the attacker's, under the control's swap tamper 'foreign-module').
    tx.addOutput({ script: scriptFor(moduleNamed().address), amount: BigInt(item.value) });
    tx.addOutput({ script: scriptFor(payer), amount: BigInt(funding.value) - fee });
    const replaced = Object.values(get().deposits).filter((d) => d.inscriptionId === inscription.id && d.status === 'created');
    const id = nextId('deposit');
    const deposit: Deposit = {
      id,
      address,
      tick: b.tick,
      amount: b.amt!,
      inscriptionId: inscription.id,
      psbt: psbtHex(tx),
      txid: null,
      status: 'created',
      createdAt: deps.now(),
      expiresAt: deps.now() + SWAP_CONFIG.depositExpiryMs,
      height: null,
    };
    save((s) => ({ ...s, deposits: { ...Object.fromEntries(Object.entries(s.deposits).filter(([k]) => !replaced.some((r) => r.id === k))), [id]: deposit } }));
    return { psbt: deposit.psbt, type: 'direct', expiredTimestamp: deposit.expiresAt, recommendDeposit: b.amt! };
  }
  /** confirm_deposit: the signed PSBT of the pending order for this inscription is broadcast (ConfirmDepositRes). */
  function confirmDeposit(body: Q) {
    checkOpen();
    checkNotCommitting();
    const inscriptionId = text(body.inscriptionId, 'inscriptionId');
    expireDeposits();
    const orders = Object.values(get().deposits).filter((d) => d.inscriptionId === inscriptionId && (!body.address || d.address === body.address));
    const current = orders.find((d) => d.status === 'created') ?? orders.at(-1);
    if (!current) throw new DevnetError(-1, 'No such deposit order.');
    if (current.status === 'expired') throw new DevnetError(-1, 'This deposit order has expired.');
    if (current.status !== 'created') throw new DevnetError(-1, 'This deposit was already confirmed.');
    const tx = readPsbt(body.psbt, body.fromBase64);
    const built = readPsbt(current.psbt, false);
    if (
      tx.getInput(0).index !== built.getInput(0).index ||
      bytesToHex(tx.getInput(0).txid!) !== bytesToHex(built.getInput(0).txid!) ||
      tx.outputsLength !== built.outputsLength
    ) {
      throw new DevnetError(-1, 'This is not the deposit transaction that was built.');
    }
    checkAllSigned(tx, spentOutputs(tx, chain.utxo));
    const txid = deps.broadcast(tx.hex);
    save((s) => ({ ...s, deposits: { ...s.deposits, [current.id]: { ...current, txid, status: 'pending' } } }));
    return { txid, pendingNum: Object.values(get().deposits).filter((d) => d.status === 'pending').length };
  }
  function expireDeposits(): void {
    const expired = Object.values(get().deposits).filter((d) => d.status === 'created' && deps.now() > d.expiresAt);
    if (expired.length)
      save((s) => ({ ...s, deposits: { ...s.deposits, ...Object.fromEntries(expired.map((d) => [d.id, { ...d, status: 'expired' as const }])) } }));
  }

  /**
   * Devnet control: someone else deposits `amount` of `tick` (at most the tick's mint limit): the module
   * mints it on chain (confirmed with the next block) and the deposit is recorded as theirs, so a queued
   * withdrawal can be matched.
   */
  function matchDeposit(fromValue: unknown, tickValue: unknown, amountValue: unknown) {
    const from = addressOk(fromValue);
    const tick = tickName(tickValue);
    const value = amount(amountValue, 'amount');
    const mint = indexer.inscribe(MODULE_ADDRESS, {
      contentType: 'text/plain;charset=utf-8',
      content: JSON.stringify({ p: 'brc-20', op: 'mint', tick, amt: value.toFixed() }),
    });
    if (!mint.brc20?.valid) throw new DevnetError(-1, `The module cannot take ${value.toFixed()} ${tick} (more than one mint allows?).`);
    const id = nextId('deposit');
    const deposit: Deposit = {
      id,
      address: from,
      tick,
      amount: value.toFixed(),
      inscriptionId: mint.id,
      psbt: '',
      txid: mint.location!.txid,
      status: 'confirmed',
      createdAt: deps.now(),
      expiresAt: deps.now(),
      height: null,
    };
    save((s) => ({ ...credit(s, from, tick, value), deposits: { ...s.deposits, [id]: deposit } }));
    return { id };
  }
  /** Credits the deposits a block confirmed. */
  function creditConfirmed(): void {
    for (const d of Object.values(get().deposits)) {
      if (d.status !== 'pending' || !d.txid) continue;
      const utxo = chain.utxo(d.txid, 0);
      if (utxo && chain.confirmations(utxo) >= SWAP_CONFIG.depositConfirmations) {
        save((s) => ({
          ...credit(s, d.address, d.tick, new Decimal(d.amount)),
          deposits: { ...s.deposits, [d.id]: { ...d, status: 'confirmed', height: utxo.height } },
          uncommitted: s.uncommitted + 1,
        }));
      }
    }
  }
  return { createDeposit, confirmDeposit, expireDeposits, matchDeposit, creditConfirmed };
}

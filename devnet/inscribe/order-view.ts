import type { InscribeOrderRecord } from './order-state';

/**
 * An order as the open API's V5 answers it (create and read): the network fee is its minerFee, what was paid its
 * balance, the files counted by where they are (pending: not inscribed yet; unconfirmed; confirmed).
 */
export const orderView = (o: InscribeOrderRecord, read = false) => {
  const files = o.files.map((f) => ({
    filename: f.filename,
    size: f.size,
    ...(f.inscriptionId ? { inscriptionId: f.inscriptionId, status: o.status === 'minted' ? 'minted' : 'inscribing' } : { status: 'pending' }),
  }));
  const inscribed = files.filter((f) => 'inscriptionId' in f).length;
  return {
    orderId: o.orderId,
    status: o.status,
    payAddress: o.payAddress,
    receiveAddress: o.receiveAddress,
    amount: o.amount,
    balance: o.paidSats,
    feeRate: o.feeRate,
    minerFee: o.networkFee,
    serviceFee: o.serviceFee,
    devFee: o.devFee,
    files,
    count: files.length,
    pendingCount: files.length - inscribed,
    unconfirmedCount: o.status === 'minted' ? 0 : inscribed,
    confirmedCount: o.status === 'minted' ? inscribed : 0,
    createTimestamp: o.createTime,
    // The read (not the create) states the inscriptions' value in all.
    ...(read ? { outputValueFee: o.outputValue * files.length } : {}),
    // A premium badge's price (the devnet's extension: no order of the open API has one).
    ...(o.extraFee ? { extraFee: o.extraFee } : {}),
  };
};

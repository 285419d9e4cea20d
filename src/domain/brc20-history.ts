/**
 * The kinds of event in a brc-20 tick's history, as UniSat's open API names them: its history calls require one
 * (`type`), so the history shows one kind at a time. Deploy, mint and transfer inscriptions; transfers; an address's
 * sends and receipts.
 */
export const BRC20_HISTORY_TYPES = ['inscribe-mint', 'inscribe-deploy', 'inscribe-transfer', 'transfer', 'send', 'receive'] as const;
export type Brc20HistoryType = (typeof BRC20_HISTORY_TYPES)[number];
export const BRC20_HISTORY_LABELS: Readonly<Record<Brc20HistoryType, string>> = {
  'inscribe-mint': 'Mints',
  'inscribe-deploy': 'Deploy',
  'inscribe-transfer': 'Transfer inscriptions',
  transfer: 'Transfers',
  send: 'Sends',
  receive: 'Receipts',
};
/** What a tick's history shows first: its mints (every tick with any activity has some). */
export const DEFAULT_BRC20_HISTORY_TYPE: Brc20HistoryType = 'inscribe-mint';

import { formatMessage } from '../../domain/messages';
import type { Api } from '../api/create-api';

// On the buy dialog's path (the widget's too): it imports nothing of the market's money rules (big.js).
/** A text inscription's content, read from the content host; a content the host refuses fails with its message. */
export const inscriptionText = (inscriptionId: string) => async (api: Api, signal: AbortSignal) => {
  const result = await api.content.text(inscriptionId, signal);
  if (!result.ok) throw new Error(formatMessage(result.error));
  return result.text;
};

import { formatMessage, type MessageKey, type MessageParams } from '../../domain/messages';
import { isUserRejection } from '../../domain/wallet-rejection';
import type { WalletType } from '../../domain/wallets';
import { ApiError } from './api-error';
import type { ApiEvent } from './api-events';

/** The server layers, plus the mempool fee source. */
export type ApiLayer = 'basic' | 'basicConfig' | 'swap' | 'market' | 'query' | 'external' | 'mempool' | 'content';

export const BIND_MESSAGES = ['Need to bind first', 'If you use the receive address, you need to bind first'] as const;
export const SYSTEM_COMMIT_MESSAGE = 'System commit in progress .';

/**
 * The events a failed call raises. HTTP 403 is the client's
 * (it needs the reload throttle).
 */
export function eventsForError(layer: ApiLayer, error: ApiError): ApiEvent[] {
  if (error.kind !== 'server' || error.code === null) {
    // The market's pages read a failed basic config as maintenance; the swap reads its own config (issue 45, 4).
    if (layer === 'basicConfig') return [{ type: 'market-maintained' }];
    return [];
  }
  const code = error.code;
  if (error.serverMessage && (BIND_MESSAGES as readonly string[]).includes(error.serverMessage.trim())) return [{ type: 'bind-required' }];
  switch (layer) {
    case 'basic':
      return code === -501 || code === -502 ? [{ type: 'session-invalid', code }] : [];
    case 'swap':
      if (code === -2) return [{ type: 'op-committing' }];
      if (code === -6) return [{ type: 'swap-maintenance' }];
      if (code === -8 || code === -10) return [{ type: 'slippage-error', code }];
      return [];
    case 'market':
      if (code === -106) return [{ type: 'market-maintained' }];
      if (code === -116) return [{ type: 'brc20-read-only' }];
      if (code === -117) return [{ type: 'domain-read-only' }];
      if (code === -163) return [{ type: 'session-invalid', code }];
      if (code === -100 || code === -139) return [{ type: 'refresh-list', code }];
      return [];
    case 'basicConfig':
      return [{ type: 'market-maintained' }];
    default:
      return [];
  }
}

/** What the user reads for an error: a catalogue key, or the server's own words. */
export type UserMessage = { readonly key: MessageKey; readonly params?: MessageParams } | { readonly text: string };

/**
 * The message to show for a failed call, or null when nothing is shown: a user-rejected wallet
 * request, a caller's cancel, and the suppressed 'System commit in progress .' (the overlay says it).
 */
export function userMessageForError(error: unknown, wallet: WalletType | null = null): UserMessage | null {
  if (isUserRejection(error, wallet)) return null;
  if (!(error instanceof ApiError)) {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? { text: message } : { key: 'unknown_error' };
  }
  switch (error.kind) {
    case 'aborted':
      return null;
    case 'network':
      return { key: 'network_error' };
    case 'timeout':
      return { key: 'request_timeout' };
    case 'status':
      return { key: 'response_status_error', params: { path: error.path, status: error.status ?? 0 } };
    case 'no-data':
      return { key: 'response_no_data' };
    case 'bad-response':
      // A decoded answer that does not match says which call and which field (decode.ts).
      return error.shown ? { text: `${error.shown} Try again later.` } : { key: 'response_invalid' };
    case 'server': {
      const msg = (error.serverMessage ?? '').trim();
      if (error.code === -2 || msg === SYSTEM_COMMIT_MESSAGE.trim()) return null;
      if (error.code === -100) return { key: 'error_100' };
      if (error.code === -139) return { key: 'error_139' };
      if ((BIND_MESSAGES as readonly string[]).includes(msg)) return { key: 'wallet_outdated' };
      if (msg === 'Validation error') return { key: 'validation_error' };
      if (error.code === -8 || error.code === -10) return msg ? { text: msg } : { key: 'slippage_error' };
      return msg ? { text: msg } : { key: 'response_invalid' };
    }
  }
}

/** What a failed read says to the person reading: the one mapping of errors to the catalogue's messages. */
export function failureMessage(error: unknown): string {
  const message = userMessageForError(error);
  if (message === null) return '';
  return 'key' in message ? formatMessage(message.key, message.params) : message.text;
}

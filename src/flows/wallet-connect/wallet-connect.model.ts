import { createFlowModel } from '../testing/flow-model';
import { RESTORE_MAX_ATTEMPTS, walletConnectMachine, type ConnectedAccount, type SignedInUser } from './wallet-connect.machine';

export const sampleAccount: ConnectedAccount = {
  ordinalsAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  paymentAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  ordinalsPubKey: `02${'ab'.repeat(32)}`,
  paymentPubKey: `02${'ab'.repeat(32)}`,
};
/** The account the user switches to in the wallet. */
export const switchedAddress = 'tb1pzzzz7s3mvaw4kyplhyy2tqrkhzw6u7t2ccmdn9pylsnmhtsu5g2qqkjmz4';
export const sampleUser: SignedInUser = { session: 's'.repeat(48), inscribeCount: 3, ogPassCount: 0, swapAccess: true };

/** Failures as the adapters and the API raise them (plain objects: the machine reads kind, message, userRejected). */
export const failures = {
  notInstalled: { kind: 'not-installed', message: 'UniSat Wallet not installed' },
  walletBroken: { kind: 'wallet-error', message: 'The wallet is locked.', retryable: true },
  rejected: { kind: 'user-rejected', message: 'User rejected the request.', userRejected: true },
  noPublicKey: { kind: 'no-public-key', message: 'Could not get the public key from UniSat Wallet.' },
  badSignature: { kind: 'server', message: 'The signature does not match this address and public key.', retryable: true },
  serverDown: { kind: 'status', message: 'The server could not answer right now (error 500). Try again in a moment.', retryable: true },
  // Each validation rule that stops a connect.
  walletMissing: { kind: 'not-installed', message: 'Xverse not installed' },
  unisatOutdated: { kind: 'needs-update', message: 'UniSat Wallet needs to be updated' },
  xversePubKey: { kind: 'no-public-key', message: 'Xverse did not return both public keys. Update Xverse and try again.' },
  hiroAddresses: { kind: 'no-account', message: 'Connect failed: the wallet needs both a Taproot (P2TR) and a Native Segwit (P2WPKH) address.' },
  okxKey: { kind: 'no-public-key', message: 'OKX Wallet did not give a public key that matches its address. Update OKX Wallet or use another account.' },
  noSignature: { kind: 'sign-failed', message: 'Signing failed: the wallet returned no signature.', retryable: true },
};

const events = [
  { type: 'CONNECT' },
  { type: 'SELECT', walletType: 'unisat' },
  { type: 'CLOSE' },
  { type: 'CANCEL' },
  { type: 'DISCONNECT' },
  { type: 'ACCOUNT_CHANGED', wallet: 'unisat', address: switchedAddress },
  { type: 'ACCOUNT_CHANGED' },
  { type: 'SIGN_IN_SWITCHED' },
  { type: 'NOT_NOW' },
  { type: 'NETWORK_CHANGED' },
  { type: 'SESSION_INVALID' },
  { type: 'BIND_REQUIRED' },
  { type: 'REQUIRE_WALLET', walletType: 'xverse', walletName: 'Xverse' },
] as const;

const said = (event: Record<string, unknown>) => (event.error as { message?: string } | undefined)?.message ?? '';
const rejected = (event: Record<string, unknown>) => (event.error as { userRejected?: boolean } | undefined)?.userRejected === true;

const actors = {
  restoreAccount: {
    done: [{ walletType: 'unisat', account: sampleAccount, user: sampleUser }, null],
    error: [failures.notInstalled, failures.walletBroken],
    words: {
      done: (event: Record<string, unknown>) =>
        event.output ? 'A stored session is found and the server accepts it' : 'Nothing is stored (a first visit), or the wallet has another account now',
      error: (event: Record<string, unknown>) =>
        (event.error as { kind?: string }).kind === 'not-installed' ? 'The wallet extension has not loaded yet' : `The stored wallet fails: "${said(event)}"`,
    },
  },
  connectWallet: {
    done: [sampleAccount],
    error: [
      failures.rejected,
      failures.noPublicKey,
      failures.walletMissing,
      failures.unisatOutdated,
      failures.xversePubKey,
      failures.hiroAddresses,
      failures.okxKey,
    ],
    words: {
      done: 'The user approves the connection in the wallet',
      error: (event: Record<string, unknown>) => (rejected(event) ? 'The user rejects the connection in the wallet' : `The connection fails: "${said(event)}"`),
    },
  },
  fetchSignInMessage: {
    done: ['Sign in to Bitcoin Assets'],
    error: [failures.serverDown],
    words: { done: 'The server gives the sign-in message', error: (event: Record<string, unknown>) => `The server fails: "${said(event)}"` },
  },
  signSignInMessage: {
    done: ['c2lnbmF0dXJl'],
    error: [failures.rejected, failures.noSignature],
    words: {
      done: 'The user approves: the wallet signs the login message',
      error: (event: Record<string, unknown>) => (rejected(event) ? 'The user rejects the login message in the wallet' : `Signing fails: "${said(event)}"`),
    },
  },
  logIn: {
    done: [sampleUser],
    error: [failures.badSignature],
    words: {
      done: 'The server accepts the signature and opens the session',
      error: (event: Record<string, unknown>) => `The server refuses the session: "${said(event)}"`,
    },
  },
};

const notInstalled = { type: 'xstate.error.actor.restoreAccount', error: failures.notInstalled };
const wait = { type: 'xstate.after.restoreRetryDelay.walletConnect.restoring.waiting' };

/**
 * Every visit starts by restoring: null for a first visit (or a wallet with no account), the account and
 * session for a returning one, retries while the extension is still loading.
 */
export const walletConnectModel = createFlowModel({
  name: 'wallet-connect',
  machine: walletConnectMachine,
  actors,
  events: [...events],
  serializeContext: (context) => ({ restoreAttempt: context.restoreAttempt }),
  eventWords: {
    CONNECT: 'The user clicks Connect in the header',
    SELECT: 'The user picks UniSat Wallet in the list',
    CLOSE: 'The user closes the dialog (×, Escape or a click outside)',
    CANCEL: 'The user presses Cancel',
    DISCONNECT: 'The user opens the account menu and picks Disconnect',
    ACCOUNT_CHANGED: (event: Record<string, unknown>) =>
      event.address ? 'The user switches account in the wallet' : 'The wallet reports no account (it was locked, or the site was disconnected in it)',
    SIGN_IN_SWITCHED: 'The user presses Sign in, to sign in with the account the wallet switched to',
    NOT_NOW: 'The user presses Not now (or closes the dialog)',
    NETWORK_CHANGED: 'The user switches network in the wallet',
    SESSION_INVALID: 'The server says the session is no longer valid (-501, -502 or -163)',
    BIND_REQUIRED: "The market says the wallet's payment address must be bound first",
    REQUIRE_WALLET: 'The user opens a page that works only with Xverse',
  },
  contextWords: (snapshot) => {
    if (!snapshot.matches('choosing')) return null;
    const error = (snapshot.context as { error: { message: string; retryable?: boolean } | null }).error;
    return error
      ? `It says: ${error.message}${/[.!?]$/.test(error.message) ? '' : '.'}${error.retryable ? ' Try again is offered.' : ''}`
      : 'No error is shown.';
  },
  delayWords: { restoreRetryDelay: 'A moment passes (100 ms, plus 100 ms for each try so far)' },
  preconditions: [
    '`npm start` (the devnet); the dev wallet installed as UniSat Wallet; the page /market.',
    'For steps where the wallet or the server fails: the dev wallet prompt (Approve or Reject) and the devnet control page (/devnet: latency, failures, expire sessions).',
  ],
  sequenceTitles: {
    'restore-late-extension': 'A returning visitor whose wallet extension loads late is signed in on the fourth try, with no prompt',
    'restore-gives-up': 'The wallet extension never loads: after ten tries the visitor is signed out, and no prompt ever opened',
  },
  sequences: {
    // The extension is still loading: it appears on the fourth try.
    'restore-late-extension': [
      notInstalled,
      wait,
      notInstalled,
      wait,
      notInstalled,
      wait,
      { type: 'xstate.done.actor.restoreAccount', output: { walletType: 'unisat', account: sampleAccount, user: sampleUser } },
    ],
    // It never appears: ten tries, then the visitor is disconnected (and no popup was ever opened).
    'restore-gives-up': [...Array.from({ length: RESTORE_MAX_ATTEMPTS - 1 }, () => [notInstalled, wait]).flat(), notInstalled],
  },
});

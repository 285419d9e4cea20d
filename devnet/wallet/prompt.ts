import type { ApprovalRequest } from './dev-wallet';

/** The dev wallet's approval prompt: what is asked, in full, with Approve and Reject (Escape rejects). */
const STYLE = `
  .mask{color-scheme:light;position:fixed;top:8px;right:8px;z-index:2147483646;font:14px/1.5 system-ui,sans-serif;pointer-events:none}
  .box{box-sizing:border-box;pointer-events:auto;background:#fff;color:#111;border-radius:12px;padding:20px;width:min(420px,calc(100vw - 16px));max-height:calc(100vh - 16px);overflow:auto;box-shadow:0 10px 40px rgba(0,0,0,.5);border:1px solid #ccc}
  h2{margin:0 0 4px;font-size:17px}.who{color:#555;margin:0 0 12px;font-size:12px;word-break:break-all}
  pre{white-space:pre-wrap;word-break:break-word;background:#f4f5f7;border-radius:6px;padding:8px;margin:8px 0}
  table{border-collapse:collapse;width:100%;font-size:12px}td,th{text-align:left;padding:4px;border-bottom:1px solid #e4e6eb;word-break:break-all}
  .sign{color:#b25c00;font-weight:600}.row{display:flex;gap:8px;justify-content:flex-end;margin-top:16px}
  button{font:inherit;border-radius:6px;border:1px solid #ccc;background:#fff;color:#111;padding:6px 16px;cursor:pointer}
  button.ok{background:#0958d9;border-color:#0958d9;color:#fff}.note{font-size:12px;color:#555}`;

/** A shadow root's styles as a constructed stylesheet: allowed on a page whose CSP forbids inline styles. */
export function adoptStyle(root: ShadowRoot, text: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  root.adoptedStyleSheets = [sheet];
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (cls) node.className = cls;
  return node;
}

function table(head: string[], rows: string[][], highlight: (i: number) => boolean): HTMLTableElement {
  const t = el('table');
  const tr = el('tr');
  head.forEach((h) => tr.append(el('th', h)));
  t.append(tr);
  rows.forEach((row, i) => {
    const r = el('tr', undefined, highlight(i) ? 'sign' : undefined);
    row.forEach((cell) => r.append(el('td', cell)));
    t.append(r);
  });
  return t;
}

export function askInPage(request: ApprovalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const host = el('div');
    host.setAttribute('data-devnet-wallet-prompt', request.kind);
    const root = host.attachShadow({ mode: 'open' });
    const mask = el('div', undefined, 'mask');
    const box = el('div', undefined, 'box');
    box.setAttribute('role', 'dialog');
    // Like an extension's own window: the page stays usable beside it (a user can still press Cancel there).
    box.setAttribute('aria-modal', 'false');
    const titles = {
      connect: 'Connect to this site?',
      'sign-message': 'Sign a message?',
      'sign-psbt': 'Sign a transaction?',
      send: 'Send bitcoin?',
      'inscribe-transfer': 'Inscribe a brc-20 transfer?',
    } as const;
    const title = el('h2', `Dev wallet: ${titles[request.kind]}`);
    box.setAttribute('aria-label', title.textContent ?? '');
    box.append(title, el('p', request.kind === 'connect' ? request.account.name : `${request.account.name}: ${request.account.ordinalsAddress}`, 'who'));
    switch (request.kind) {
      case 'connect':
        box.append(
          el('p', `Ordinals (Taproot): ${request.account.ordinalsAddress}`, 'who'),
          el('p', `Payment (Native Segwit): ${request.account.paymentAddress}`, 'who'),
        );
        box.append(
          el('p', `${request.origin} will see this account's addresses and public keys, and can ask you to sign. It cannot move coins without your approval.`),
        );
        break;
      case 'sign-message':
        box.append(el('p', `Message (${request.type}):`), el('pre', request.message), el('p', 'Signing a message moves no coins.', 'note'));
        break;
      case 'sign-psbt': {
        const s = request.summary;
        box.append(el('p', 'Spends (highlighted: the inputs this wallet signs):'));
        box.append(
          table(
            ['#', 'address', 'sats', 'sighash'],
            s.inputs.map((i) => [String(i.index), i.address || '(unknown)', i.sats, i.sighash === null ? 'default' : String(i.sighash)]),
            (i) => s.inputs[i]!.toSign,
          ),
        );
        box.append(el('p', 'Pays:'));
        box.append(
          table(
            ['#', 'address', 'sats'],
            s.outputs.map((o) => [String(o.index), o.address, o.sats]),
            () => false,
          ),
        );
        box.append(el('p', s.fee === null ? 'Fee: not known until the other inputs are added.' : `Fee: ${s.fee} sats`, 'note'));
        break;
      }
      case 'send':
        box.append(el('p', `Send ${request.sats} sats to ${request.to} at ${request.feeRate} sat/vB, from ${request.account.paymentAddress}.`));
        break;
      case 'inscribe-transfer':
        box.append(el('p', `Inscribe a transfer of ${request.amount} ${request.tick} from this account's available balance, to list or send it.`));
        break;
    }
    const reject = el('button', 'Reject');
    const approve = el('button', 'Approve', 'ok');
    const row = el('div', undefined, 'row');
    row.append(reject, approve);
    box.append(row, el('p', 'Local devnet: coins have no value.', 'note'));
    mask.append(box);
    adoptStyle(root, STYLE);
    root.append(mask);
    const done = (answer: boolean) => {
      document.removeEventListener('keydown', onKey, true);
      host.remove();
      resolve(answer);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        done(false);
      }
    };
    reject.onclick = () => done(false);
    approve.onclick = () => done(true);
    document.addEventListener('keydown', onKey, true);
    document.body.append(host);
    approve.focus();
  });
}

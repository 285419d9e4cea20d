/** The control page at /devnet: plain HTML and a little script over the control surface's JSON calls. */
export function controlPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet control | Bitcoin Assets</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body{margin:0;background:#0b0d12;color:#e8ebf2;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
  main{max-width:880px;margin:0 auto;padding:16px;overflow-wrap:anywhere}
  a{color:#4096ff}
  h1{font-size:22px;margin:8px 0}
  .note{background:#2b2111;color:#faad14;border:1px solid #faad14;border-radius:6px;padding:8px 12px}
  section{background:#151922;border:1px solid #2b3244;border-radius:12px;padding:16px;margin:16px 0}
  h2{font-size:16px;margin:0 0 12px}
  label{display:inline-flex;flex-wrap:wrap;gap:6px;align-items:center;margin:4px 12px 4px 0;max-width:100%}
  label input{min-width:0;flex:1 1 8em}
  input,select,button{font:inherit;background:#1d2230;color:#e8ebf2;border:1px solid #2b3244;border-radius:6px;min-height:32px;padding:0 8px}
  input[type=number]{width:110px}
  button{cursor:pointer}button.primary{background:#1668dc;border-color:#1668dc;color:#fff}
  code{font-family:ui-monospace,Menlo,Consolas,monospace}
  #status{min-height:1.5em}
  .error{color:#ff4d4f}
  table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
  input,select{max-width:100%}td,th{text-align:left;padding:4px 8px;border-bottom:1px solid #2b3244}
</style>
</head>
<body>
<main>
  <p><a href="/">← Back to the site</a></p>
  <h1>Devnet control</h1>
  <p class="note">This is a local devnet. Coins have no value. Changes here apply at once and are kept until you reset.</p>
  <p id="status" role="status" aria-live="polite"></p>

  <section aria-labelledby="clock-h"><h2 id="clock-h">Server clock</h2>
    <p>Server time: <code id="server-time">…</code> (skew <code id="skew">…</code>)</p>
    <label>Skew the server clock by <input id="skew-min" type="number" step="1" value="0"> minutes</label>
    <button class="primary" id="set-skew">Set</button>
  </section>

  <section aria-labelledby="chain-h"><h2 id="chain-h">Chain</h2>
    <p>Height <code id="height">…</code>, <code id="mempool">…</code> transactions waiting, <code id="utxos">…</code> unspent outputs.</p>
    <label>Mine <input id="mine-count" type="number" min="1" max="1000" value="1"> blocks</label> <button class="primary" id="mine">Mine</button>
    <p><label>A block every <input id="interval" type="number" min="1" step="1"> seconds</label> <button id="set-interval">Set</button> <button id="stop-mining">Only on demand</button></p>
    <p><label>Fund address <input id="fund-address" size="44" placeholder="tb1…"></label> <label>with <input id="fund-sats" type="number" min="546" value="1000000"> sats</label> <button class="primary" id="fund">Fund</button></p>
  </section>

  <section aria-labelledby="assets-h"><h2 id="assets-h">Assets</h2>
    <p><code id="inscriptions">…</code> inscriptions; brc-20 <code id="ticks">…</code>; runes <code id="runes">…</code>; ARC-20 <code id="arc20">…</code>. Market: <code id="listed">…</code> listed, <code id="sold">…</code> sold.</p>
    <p><label>Give address <input id="give-address" size="44" placeholder="tb1p…"></label>
    <label>what <select id="give-kind"><option value="brc20">brc-20 (mint)</option><option value="brc20-transfer">brc-20 transfer inscription</option><option value="inscription">text inscription</option><option value="rune">runes</option><option value="arc20">ARC-20</option></select></label></p>
    <p><label>Tick, rune or ticker <input id="give-name" value="ordi" size="16"></label> <label>Amount <input id="give-amount" value="100" size="10"></label> <label>Text <input id="give-text" value="hello.sats" size="20"></label>
    <button class="primary" id="give">Give</button></p>
  </section>

  <section aria-labelledby="swap-h"><h2 id="swap-h">Swap module</h2>
    <p>Operations are rolled up after each block; while a commit runs, changes answer -2.</p>
    <label>Start an op commit for <input id="commit-ms" type="number" min="1" value="10"> seconds</label> <button class="primary" id="commit">Start</button>
    <p><label>Move a pool's price: trade <input id="move-amount" size="6" value="100"> of <input id="move-in" size="5" value="ordi"> into its pool with <input id="move-out" size="5" value="pizza"></label> <button id="move-price">Move</button></p>
  </section>

  <section aria-labelledby="orders-h"><h2 id="orders-h">Inscribe orders</h2>
    <label>Order id <input id="order-id" placeholder="order-000001" size="16"></label>
    <button id="order-stuck">Make stuck</button> <button id="order-failed">Make failed</button> <button class="primary" id="order-refund">Refund</button>
  </section>

  <section aria-labelledby="flags-h"><h2 id="flags-h">Availability flags</h2><div id="flags"></div></section>

  <section aria-labelledby="latency-h"><h2 id="latency-h">Latency</h2>
    <label>Add <input id="latency" type="number" min="0" max="60000" step="50"> ms to every answer</label>
    <button class="primary" id="set-latency">Set</button>
  </section>

  <section aria-labelledby="fail-h"><h2 id="fail-h">Make a call fail</h2>
    <label>Path under /api <input id="fail-path" value="/ts2" size="28"></label>
    <label>Failure <select id="fail-kind"><option value="network">network error</option><option value="status">HTTP status</option><option value="empty">empty body</option><option value="not-json">not JSON</option><option value="code">error code</option></select></label>
    <label>Status <input id="fail-status" type="number" value="500"></label>
    <label>Code <input id="fail-code" type="number" value="-1"></label>
    <label>Message <input id="fail-msg" value="Injected error"></label>
    <label>Times (empty: until cleared) <input id="fail-times" type="number" min="1"></label>
    <button class="primary" id="add-fail">Add</button>
    <table><thead><tr><th>Path</th><th>Failure</th><th>Left</th><th></th></tr></thead><tbody id="failures"></tbody></table>
  </section>

  <section aria-labelledby="fees-h"><h2 id="fees-h">Mempool fee rates (sats/vB)</h2><div id="fees"></div><button class="primary" id="set-fees">Set</button></section>

  <section aria-labelledby="sessions-h"><h2 id="sessions-h">Sessions</h2>
    <p><code id="session-count">…</code> sessions. <button id="expire">Expire all sessions</button></p>
  </section>

  <section aria-labelledby="reset-h"><h2 id="reset-h">Start over</h2><button id="reset">Reset the devnet</button></section>
</main>
<script type="module">
const $ = (id) => document.getElementById(id);
// A refused call has already put its message in the status line; nothing more to report.
window.addEventListener('unhandledrejection', (event) => event.preventDefault());
const status = (text, error) => { $('status').textContent = text; $('status').className = error ? 'error' : ''; };
async function call(path, body) {
  const res = await fetch('/devnet/api' + path, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (json.code !== 0) { status(json.msg, true); throw new Error(json.msg); }
  render(json.data);
  return json.data;
}
const FEES = ['fastestFee', 'halfHourFee', 'hourFee', 'minimumFee'];
function render(s) {
  $('server-time').textContent = new Date(s.serverTime).toISOString();
  $('skew').textContent = Math.round(s.clockSkewMs / 60000) + ' min';
  if (document.activeElement !== $('skew-min')) $('skew-min').value = Math.round(s.clockSkewMs / 60000);
  if (document.activeElement !== $('latency')) $('latency').value = s.latencyMs;
  $('session-count').textContent = s.sessions;
  $('inscriptions').textContent = s.assets.inscriptions; $('ticks').textContent = s.assets.ticks.join(', ') || 'none'; $('runes').textContent = s.assets.runes.join(', ') || 'none'; $('arc20').textContent = s.assets.arc20.join(', ') || 'none';
  $('listed').textContent = s.market.listed; $('sold').textContent = s.market.sold;
  $('height').textContent = s.chain.height; $('mempool').textContent = s.chain.mempoolTxs; $('utxos').textContent = s.chain.utxoCount;
  if (document.activeElement !== $('interval')) $('interval').value = s.mining.intervalMs === null ? '' : s.mining.intervalMs / 1000;
  $('flags').innerHTML = '';
  for (const [name, value] of Object.entries(s.flags)) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox'; box.checked = value; box.name = name;
    box.onchange = () => call('/flags', { [name]: box.checked }).then(() => status(name + ' is ' + box.checked + '.'));
    label.append(box, ' ' + name);
    $('flags').append(label);
  }
  $('failures').innerHTML = '';
  for (const rule of s.failures) {
    const tr = document.createElement('tr');
    const f = rule.failure;
    const what = f.kind === 'status' ? 'HTTP ' + f.status : f.kind === 'code' ? 'code ' + f.code + ': ' + f.msg : f.kind;
    for (const text of [rule.path, what, rule.remaining === null ? 'until cleared' : String(rule.remaining)]) { const td = document.createElement('td'); td.textContent = text; tr.append(td); }
    const td = document.createElement('td'); const b = document.createElement('button'); b.textContent = 'Clear'; b.onclick = () => call('/fail/clear', { path: rule.path }).then(() => status('Cleared ' + rule.path + '.')); td.append(b); tr.append(td);
    $('failures').append(tr);
  }
  if (!$('fees').children.length) for (const name of FEES) { const l = document.createElement('label'); const i = document.createElement('input'); i.type = 'number'; i.min = '1'; i.id = 'fee-' + name; l.append(name + ' ', i); $('fees').append(l); }
  for (const name of FEES) if (document.activeElement !== $('fee-' + name)) $('fee-' + name).value = s.fees[name];
}
$('set-skew').onclick = () => call('/clock', { skewMs: Number($('skew-min').value) * 60000 }).then(() => status('Server clock skewed.'));
$('mine').onclick = () => call('/mine', { blocks: Number($('mine-count').value) }).then((s) => status('Mined; height ' + s.chain.height + '.'));
$('set-interval').onclick = () => call('/mining', { intervalMs: Number($('interval').value) * 1000 }).then(() => status('Mining interval set.'));
$('stop-mining').onclick = () => call('/mining', { intervalMs: null }).then(() => status('Blocks are mined only on demand.'));
$('fund').onclick = () => call('/fund', { address: $('fund-address').value.trim(), sats: $('fund-sats').value }).then(() => status('Funded; it confirms with the next block.'));
$('expire').onclick = () => call('/sessions/expire', {}).then(() => status('Every session has expired; signed-in users are disconnected on their next call.'));
$('set-latency').onclick = () => call('/latency', { ms: Number($('latency').value) }).then(() => status('Latency set.'));
$('add-fail').onclick = () => {
  const kind = $('fail-kind').value;
  const failure = { kind };
  if (kind === 'status') failure.status = Number($('fail-status').value);
  if (kind === 'code') { failure.code = Number($('fail-code').value); failure.msg = $('fail-msg').value; }
  const times = $('fail-times').value;
  call('/fail', { path: $('fail-path').value, failure, times: times ? Number(times) : null }).then(() => status('Failure added.'));
};
$('give').onclick = () => {
  const kind = $('give-kind').value;
  const address = $('give-address').value.trim();
  const name = $('give-name').value.trim();
  const amount = $('give-amount').value.trim();
  const body = kind === 'brc20' || kind === 'brc20-transfer' ? { address, kind: 'brc20', tick: name, amount, transfer: kind === 'brc20-transfer' }
    : kind === 'rune' ? { address, kind, rune: name, amount }
    : kind === 'arc20' ? { address, kind, ticker: name, amount: Number(amount) }
    : { address, kind, content: $('give-text').value };
  call('/give', body).then(() => status('Given; it confirms with the next block.'));
};
$('commit').onclick = () => call('/swap/commit', { ms: Number($('commit-ms').value) * 1000 }).then(() => status('Op commit started.'));
$('move-price').onclick = () => call('/swap/move-price', { tickIn: $('move-in').value, tickOut: $('move-out').value, amount: $('move-amount').value }).then(() => status('Pool price moved.'));
for (const [id, path, extra, done] of [['order-stuck', '/orders/status', { status: 'stuck' }, 'Order is stuck.'], ['order-failed', '/orders/status', { status: 'failed' }, 'Order failed.'], ['order-refund', '/orders/refund', {}, 'Order refunded.']]) {
  $(id).onclick = () => call(path, { orderId: $('order-id').value.trim(), ...extra }).then(() => status(done));
}
$('set-fees').onclick = () => call('/fees', Object.fromEntries(FEES.map((n) => [n, Number($('fee-' + n).value)]))).then(() => status('Fee rates set.'));
$('reset').onclick = () => { if (confirm('Reset the devnet? Everything it keeps starts over.')) call('/reset', {}).then(() => status('The devnet was reset.')); };
call('/state').catch((e) => status(String(e.message || e), true));
setInterval(() => call('/state').catch(() => {}), 5000);
</script>
</body>
</html>`;
}

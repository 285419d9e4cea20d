/**
 * The devnet's stand-in for MixPay's payment page (an inscribe order paid through a third party, with its extra fee).
 * Nothing is charged: "Pay" has the order paid in test coins through the control surface, as MixPay would pay it in
 * BTC once the buyer paid MixPay the order's amount and its fee.
 */
export function mixpayPageHtml(query: URLSearchParams): string {
  const address = (query.get('address') ?? '').replace(/[^a-zA-Z0-9]/g, '');
  const sats = Number(query.get('sats') ?? '0');
  const extra = Number(query.get('extra') ?? '0');
  const amount = Number.isSafeInteger(sats) && sats > 0 ? sats : 0;
  const fee = Number.isSafeInteger(extra) && extra >= 0 ? extra : 0;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Devnet MixPay</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#101418;color:#e8eaed;margin:0;padding:24px}main{max-width:520px;margin:auto}
code{word-break:break-all;color:#9ecbff}button{font:inherit;padding:10px 16px;border-radius:6px;border:0;background:#1a6ef5;color:#fff;cursor:pointer}
p.note{color:#b8bec6}</style></head>
<body><main>
<h1>Devnet MixPay</h1>
<p class="note">This page stands in for MixPay on the local devnet. Nothing is charged.</p>
<p>Pay ${(amount + fee).toLocaleString('en-US')} sats: the order's ${amount.toLocaleString('en-US')} sats and MixPay's fee of ${fee.toLocaleString('en-US')} sats. MixPay then pays the order's address <code>${address}</code>.</p>
<button type="button" id="pay">Pay with MixPay</button>
<p id="result" role="status"></p>
</main>
<script type="module">
document.getElementById('pay').addEventListener('click', async () => {
  const result = document.getElementById('result');
  const response = await fetch('/devnet/api/fund', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address: ${JSON.stringify(address)}, sats: ${amount} }) });
  const answer = await response.json();
  result.textContent = answer.code === 0 ? 'Paid: MixPay paid the order. Go back to the order: it follows the payment.' : 'The payment failed: ' + answer.msg;
});
</script>
</body></html>`;
}

/**
 * The devnet's stand-in for the card-payment provider's page (Buy BTC: the site opens what `POST /moonpay/create`
 * answers in a new window). Nothing is charged: "Pay" funds the address with test coins through the control
 * surface, so the next block confirms them.
 */
export function cardPaymentPageHtml(address: string): string {
  const safe = address.replace(/[^a-zA-Z0-9]/g, '');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Devnet card payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;background:#101418;color:#e8eaed;margin:0;padding:24px}main{max-width:520px;margin:auto}
code{word-break:break-all;color:#9ecbff}button{font:inherit;padding:10px 16px;border-radius:6px;border:0;background:#1a6ef5;color:#fff;cursor:pointer}
p.note{color:#b8bec6}</style></head>
<body><main>
<h1>Devnet card payment</h1>
<p class="note">This page stands in for the card-payment provider on the local devnet. No card is asked for and nothing is charged.</p>
<p>Buy 0.01 BTC of test coins for <code>${safe}</code>.</p>
<button type="button" id="pay">Pay with a test card</button>
<p id="result" role="status"></p>
</main>
<script type="module">
document.getElementById('pay').addEventListener('click', async () => {
  const result = document.getElementById('result');
  const response = await fetch('/devnet/api/fund', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address: ${JSON.stringify(safe)}, sats: 1000000 }) });
  const answer = await response.json();
  result.textContent = answer.code === 0 ? 'Paid: 0.01 BTC is on its way to your address. It confirms with the next block.' : 'The payment failed: ' + answer.msg;
});
</script>
</body></html>`;
}

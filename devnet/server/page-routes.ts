import type { IncomingMessage, ServerResponse } from 'node:http';
import { cardPaymentPageHtml } from './card-payment-page';
import { mixpayPageHtml } from './mixpay-page';
import { controlPageHtml } from './control-page';
import { serveAxeScript } from './axe-script';
import type { Route } from './routes';

/** What a surface of the devnet's request handler gets: the request, its URL and the answer to write. */
export interface RequestCtx {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
}

const html = (res: ServerResponse, page: string) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(page);
};

/** The devnet's pages, whatever the method: the control page (/devnet), the card payment stand-in, and axe-core's script. */
export const PAGE_ROUTES: readonly Route<RequestCtx>[] = [
  { method: 'ANY', path: '/devnet/card-payment', handle: ({ res, url }) => html(res, cardPaymentPageHtml(url.searchParams.get('address') ?? '')) },
  { method: 'ANY', path: '/devnet/mixpay', handle: ({ res, url }) => html(res, mixpayPageHtml(url.searchParams)) },
  { method: 'GET', path: '/devnet/axe.min.js', handle: ({ res }) => serveAxeScript(res) },
  { method: 'ANY', path: /^\/devnet\/?$/, handle: ({ res }) => html(res, controlPageHtml()) },
];

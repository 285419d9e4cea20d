/**
 * nginx in front of several gateway instances (docs/operators.md), written by `npm run build` to
 * dist-deploy/nginx-gateway.conf beside the static site's nginx.conf (nginx-config.ts): TLS ends at nginx; each
 * request goes to the next instance (round robin), with the Host the browser used (request proofs sign the URL),
 * its address in X-Forwarded-For and a request id; an instance that cannot be reached has the request sent to another.
 * The instances share one store (`--store redis://…`), so any of them may take any request.
 */
export interface GatewayNginxOptions {
  /** The instances' site and API ports (`--port`), as host:port. */
  readonly instances: readonly string[];
  /** The instances' content origins (`--content-port`), as host:port. */
  readonly contentInstances: readonly string[];
  /** The site's name, and the content origin's (a name of its own: strangers' content never on the site's origin). */
  readonly serverName: string;
  readonly contentServerName: string;
}

export const GATEWAY_NGINX_DEFAULTS: GatewayNginxOptions = {
  instances: ['127.0.0.1:8080', '127.0.0.1:8081'],
  contentInstances: ['127.0.0.1:10080', '127.0.0.1:10081'],
  serverName: 'site.example',
  contentServerName: 'content.example',
};

const servers = (list: readonly string[]) => list.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n');
const tls = (name: string) => `    ssl_certificate     /etc/ssl/${name}/fullchain.pem;
    ssl_certificate_key /etc/ssl/${name}/privkey.pem;
    add_header Strict-Transport-Security "max-age=31536000" always;`;
const proxied = `        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Request-Id $request_id;`;

export function gatewayNginxConfig(options: GatewayNginxOptions = GATEWAY_NGINX_DEFAULTS): string {
  return `# Bitcoin Assets: nginx in front of several gateway instances (docs/operators.md), written by \`npm run build\`.
# Each instance: UNISAT_API_KEY=… npm run gateway -- --network N --store redis://<redis>:6379/0 --trust-proxy \\
#   --host <its address> --port 8080 --content-port 10080 --content-base https://${options.contentServerName} --metrics-port 9464
# Put your instances in the upstream blocks, your names and certificates in the server blocks; put this in conf.d/.
upstream bitcoin_assets_gateway {
${servers(options.instances)}
    keepalive 32;
}
upstream bitcoin_assets_content {
${servers(options.contentInstances)}
    keepalive 16;
}

server {
    listen 80;
    server_name ${options.serverName} ${options.contentServerName};
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    server_name ${options.serverName};
${tls(options.serverName)}
    # An inscribe order carries its files (the gateway takes 8 MiB and answers 413 past it).
    client_max_body_size 9m;

    # The probes are for the balancer and the monitoring, on each instance's own address.
    location = /healthz { return 404; }
    location = /readyz { return 404; }
    location / {
        proxy_pass http://bitcoin_assets_gateway;
${proxied}
        # The swap's calls may wait 300 s for the open API.
        proxy_read_timeout 310s;
        # An instance that cannot be reached (or stops mid-answer) has the request sent to another, POSTs too: every
        # call the gateway acts on is signed, and its proof id makes a resent copy harmless (answered as the first,
        # or refused as still being handled; never run twice).
        proxy_next_upstream error timeout non_idempotent;
        proxy_next_upstream_tries 2;
    }
}

server {
    listen 443 ssl http2;
    server_name ${options.contentServerName};
${tls(options.contentServerName)}

    location / {
        proxy_pass http://bitcoin_assets_content;
${proxied}
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries 2;
    }
}
`;
}

import { describe, expect, it } from 'vitest';
import { gatewayNginxConfig } from '../../server/gateway-nginx-config';

/** The nginx config `npm run build` writes for several gateway instances (dist-deploy/nginx-gateway.conf, docs/operators.md). */
describe('nginx in front of several gateway instances', () => {
  const config = gatewayNginxConfig({
    instances: ['10.0.0.5:8080', '10.0.0.6:8080'],
    contentInstances: ['10.0.0.5:10080', '10.0.0.6:10080'],
    serverName: 'assets.example',
    contentServerName: 'content.assets.example',
  });
  const lines = config.split('\n').map((line) => line.trim());

  it('names every instance, for the site and for the content origin, each left out for 10 s when it fails', () => {
    for (const line of [
      'server 10.0.0.5:8080 max_fails=1 fail_timeout=10s;',
      'server 10.0.0.6:8080 max_fails=1 fail_timeout=10s;',
      'server 10.0.0.5:10080 max_fails=1 fail_timeout=10s;',
      'server 10.0.0.6:10080 max_fails=1 fail_timeout=10s;',
      'server_name assets.example;',
      'server_name content.assets.example;',
    ])
      expect(lines).toContain(line);
  });

  it('passes the Host the browser used, its address last in X-Forwarded-For, the scheme and a request id; retries on another instance', () => {
    for (const line of [
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_set_header X-Request-Id $request_id;',
      'proxy_next_upstream error timeout non_idempotent;',
      'proxy_read_timeout 310s;',
      'client_max_body_size 9m;',
      'location = /healthz { return 404; }',
      'location = /readyz { return 404; }',
    ])
      expect(lines).toContain(line);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config.mjs';

describe("the load balancer's nginx configuration", () => {
  it('is quoted in docs/deploy.md exactly as the suite writes it', async () => {
    const deploy = await readFile(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    const written = nginxConfig({
      prefix: '/var/lib/packlight-nginx',
      listen: 8080,
      servers: [3001, 3002],
    });
    expect(deploy).toContain(`\`\`\`nginx\n${written}\`\`\``);
  });

  it('balances every server given and retries only on failures', () => {
    const written = nginxConfig({ prefix: '/tmp/x', listen: 1, servers: [5, 6, 7] });
    expect(written.match(/server 127\.0\.0\.1:\d+ max_fails/g)).toHaveLength(3);
    expect(written).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(written).not.toContain('non_idempotent');
  });
});

import { expect, test } from './fixtures.ts';
import { E2E_JWT_SECRET } from '../e2e-env.ts';

/** Strings that must never be in what the browser downloads: server secrets and their names. */
const FORBIDDEN = [E2E_JWT_SECRET, 'JWT_SECRET', 'DATABASE_URL', 'postgres://', 'postgresql://', 'REDIS_URL'];
const ASSET = /\/?assets\/[\w.-]+\.(?:js|css)/g;

test('the built web app ships no server secret in any of its scripts or styles', async ({
  page,
  request,
}) => {
  // What the browser loads on the home page...
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      loaded.add(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Starting soon' })).toBeVisible();

  // ...plus every chunk any of them can load later (lazy routes), found by following references.
  const html = await (await request.get('/')).text();
  const queue = [...loaded, ...(html.match(ASSET) ?? [])].map((path) => `/${path.replace(/^\//, '')}`);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    for (const secret of FORBIDDEN) expect(text.includes(secret), `${secret} in ${path}`).toBe(false);
    for (const next of text.match(ASSET) ?? []) queue.push(`/${next.replace(/^\//, '')}`);
  }
  expect([...seen].filter((p) => p.endsWith('.js')).length).toBeGreaterThan(1);
  expect([...seen].some((p) => p.endsWith('.css'))).toBe(true);
  for (const secret of FORBIDDEN) expect(html.includes(secret), `${secret} in index.html`).toBe(false);
});

test('the API never answers with the secret, and a login token is opaque to the browser', async ({
  request,
}) => {
  const login = await request.post('/xapi/rest/accounts/sessions?l=en&mc=web', {
    data: {
      username: 'demo',
      password: 'demo-pass',
      device: { clientType: 'Browser', deviceId: 'e2e-security-0001', deviceType: 'Desktop' },
    },
  });
  expect(login.status()).toBe(200);
  const text = await login.text();
  expect(text).not.toContain(E2E_JWT_SECRET);
  const { session } = JSON.parse(text) as { session: { jwe_token: string } };
  // A JWE has five parts and its payload is encrypted: no claim can be read from it.
  const parts = session.jwe_token.split('.');
  expect(parts).toHaveLength(5);
  expect(Buffer.from(parts[3]!, 'base64url').toString('utf8')).not.toContain('"sub"');
});

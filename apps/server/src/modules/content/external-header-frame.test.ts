import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentPaths } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { demoExternalHeaderPath } from './content-routes.ts';

/*
 * SPEC.md §2 "An external header (css, js, html fetched from a configured address) can replace the
 * desktop header", isolated so its script cannot reach the player's session: the flagship's demo
 * header, an operator's site on another address, and one that is down.
 */
let app: FastifyInstance;
let operatorSite: Server;
let operatorAnswer: { status: number; body: string };
let operatorCalls = 0;

beforeAll(async () => {
  app = await buildTestApp();
  operatorSite = createServer((_request, response) => {
    operatorCalls++;
    response.writeHead(operatorAnswer.status, { 'content-type': 'application/json' });
    response.end(operatorAnswer.body);
  });
  await new Promise<void>((resolve) => operatorSite.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => operatorSite.close(resolve));
});

const frame = (brand: string, language = 'en') =>
  app.inject({
    method: 'GET',
    url: `${contentPaths.externalHeaderFrame}?l=${language}`,
    headers: { 'x-sb-brand': brand },
  });

/** Points a brand's web channel at `url` and drops the cached settings and answers. */
async function configure(brand: string, url: string) {
  expect(await app.cms.repository.patchStoredSettings(brand, { external_header_url: url })).toBeGreaterThan(
    0,
  );
  app.cms.invalidate();
}

describe('GET /frames/external-header', () => {
  it("shows the flagship's header in a sandbox whose script cannot reach this site's session", async () => {
    // As the demo configures it (demo/brands.ts): a path of this site.
    await configure('sportsbook', demoExternalHeaderPath('sportsbook'));
    const answer = await frame('sportsbook');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(answer.headers['content-security-policy']);
    // An opaque origin: allow-scripts without allow-same-origin, whatever address serves it.
    expect(policy).toMatch(/^sandbox allow-scripts /);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
    // The operator's css, markup and script, links leaving through the whole page.
    expect(answer.body).toContain('<base target="_top">');
    expect(answer.body).toContain('.xh-bar{');
    expect(answer.body).toContain('<nav class="xh-links" aria-label="Site">');
    expect(answer.body).toContain("<script>document.querySelector('.xh-bar')");
  });

  it('refuses a language that is not one (too long, NUL) with a 400 in our error format', async () => {
    for (const l of ['x'.repeat(500), 'en%00']) {
      const answer = await app.inject({ method: 'GET', url: `${contentPaths.externalHeaderFrame}?l=${l}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, field: 'query.l' });
    }
  });

  it('answers 404 in our error format for a brand without an external header', async () => {
    const second = await frame('second');
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("fetches an operator's address once a minute, and keeps its script from closing our elements", async () => {
    operatorAnswer = {
      status: 200,
      body: JSON.stringify({
        css: '.bar{color:red}</style><script>alert(1)</script>',
        js: 'console.log("</script><b>out</b>")',
        html: '<div class="bar">Casino Royale</div>',
      }),
    };
    const { port } = operatorSite.address() as AddressInfo;
    await configure('second', `http://127.0.0.1:${port}/header.json`);
    const calls = operatorCalls;
    const answer = await frame('second');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div class="bar">Casino Royale</div>');
    // The operator's text stays inside its own style and script elements.
    expect(answer.body).toContain('.bar{color:red}<\\/style><script>alert(1)</script></style>');
    expect(answer.body).toContain('console.log("<\\/script><b>out</b>")</script>');
    expect((await frame('second')).statusCode).toBe(200);
    expect(operatorCalls - calls).toBe(1);
  });

  it.each([
    ['down', { status: 500, body: '{}' }],
    ['not JSON', { status: 200, body: '<html>maintenance</html>' }],
    ['missing a part', { status: 200, body: JSON.stringify({ css: '', html: '<p>x</p>' }) }],
  ])("shows the brand's name, leading home, when the operator's site is %s", async (_case, reply) => {
    operatorAnswer = reply;
    const { port } = operatorSite.address() as AddressInfo;
    await configure('second', `http://127.0.0.1:${port}/header-${operatorCalls}.json`);
    const answer = await frame('second', 'es');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/<a href="\/(en|es)">[^<]+<\/a>/);
    expect(answer.body).not.toContain('maintenance</html>');
  });
});

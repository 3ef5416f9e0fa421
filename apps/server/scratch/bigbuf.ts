import Fastify from 'fastify';
const app = Fastify();
const big = Buffer.from('x'.repeat(Number(process.env.SIZE ?? 230000)));
app.get('/big', (_q, r) => r.type('application/json').send(big));
app.get('/ping', (_q, r) => r.type('text/plain').send('pong'));
await app.listen({ port: 4199, host: '127.0.0.1' });

// The baseline of bench:api: Fastify with one route answering a small constant JSON, no plugins and
// no logger. Run as its own process, like the app, so both are measured the same way.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ hello: 'world' }));

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 8097) });

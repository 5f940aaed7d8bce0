// The yardstick of the load figures: a bare Fastify "hello world" on PORT, no plugins, no hooks.
// `npm run bench` runs it on the same core as the real server and divides by its req/s.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('ready');

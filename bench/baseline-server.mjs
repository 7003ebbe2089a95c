// The baseline of the API benchmarks: bare Fastify routes answering fixed JSON bodies of the same
// size as the real answers, in the same kind of process (no database, no validation).
//   BASELINE_BODY_FILE: the body of every route; BASELINE_BODIES: {"/route": "file", ...} per route.
import fs from 'node:fs';
import Fastify from 'fastify';

const read = (file) => fs.readFileSync(file, 'utf8');
const fallback = process.env.BASELINE_BODY_FILE ? read(process.env.BASELINE_BODY_FILE) : '{}';
const bodies = new Map(
  Object.entries(JSON.parse(process.env.BASELINE_BODIES ?? '{}')).map(([route, file]) => [route, read(file)]),
);
const app = Fastify({ logger: false });
const answer = async (request, reply) =>
  reply.type('application/json').send(bodies.get(request.url.split('?')[0]) ?? fallback);
app.get('/health', async () => ({ ok: true }));
app.post('/*', answer);
app.get('/*', answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

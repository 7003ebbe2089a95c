// The baseline of the API benchmarks: a bare Fastify route answering a fixed JSON body of the
// same size as the real answer, in the same kind of process (no database, no validation).
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BASELINE_BODY_FILE, 'utf8');
const app = Fastify({ logger: false });
const answer = async (_request, reply) => reply.type('application/json').send(body);
app.get('/health', async () => ({ ok: true }));
app.post('/*', answer);
app.get('/*', answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

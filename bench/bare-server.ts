// A bare Fastify route answering a payload like /api/auth/me: the floor Fiche is measured against.
import Fastify from 'fastify';

const app = Fastify();
const user = { id: 'x', email: 'bench@example.com', firstname: 'Bench', lastname: null, name: 'Bench', avatar: null, language: 'en', workspace: { id: 'w', name: 'Default' } };
app.get('/api/healthcheck', async () => ({ status: 'ok' }));
app.get('/api/auth/me', async () => user);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DEMO_MEMBERS } from './demo-members';

/** The only place the mock listens: MOCK_PORT (default 4010) on MOCK_HOST (default 127.0.0.1). */
const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';

const app = await buildApp({ logger: process.env.MOCK_LOG === '1' });
const url = await app.listen({ port, host });
const [demo] = DEMO_MEMBERS;
console.log(`mock-api listening on ${url} (demo login: ${demo.username} / ${demo.password})`);

closeWithGrace({ delay: 5000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
});

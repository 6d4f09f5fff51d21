import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { DEMO_MEMBERS } from './demo-members';

/** The only place the mock listens: MOCK_PORT (default 4010) on MOCK_HOST (default 127.0.0.1). */
const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ host, logger: process.env.MOCK_LOG === '1' });
} catch (error) {
  // a bad setting: one line naming it
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const url = await app.listen({ port, host });
const [demo] = DEMO_MEMBERS;
console.log(`mock-api listening on ${url} (demo login: ${demo.username} / ${demo.password})`);
// Shared beyond loopback: say how it is locked (decision 093).
const config = app.mockConfig;
if (config.shared) {
  console.log(
    `mock-api is reachable beyond this machine: ${process.env.MOCK_JWT_SECRET ? 'JWT secret from MOCK_JWT_SECRET' : 'random JWT secret for this start'}; ` +
      (config.control
        ? 'control API /__mock/* requires x-mock-control-token (MOCK_CONTROL_TOKEN)'
        : 'control API /__mock/* is off (set MOCK_CONTROL_TOKEN to use it)'),
  );
}

closeWithGrace({ delay: 5000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
});

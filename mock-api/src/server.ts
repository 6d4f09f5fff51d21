import closeWithGrace from 'close-with-grace';
import { SettingsError } from '@site/service-kit/settings';
import { buildApp } from './app';
import { loadMockSettings, type MockSettings } from './config';
import { DEMO_MEMBERS } from './demo-members';

/** The only place the mock listens: on MOCK_HOST at MOCK_PORT. */
let settings: MockSettings;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  settings = loadMockSettings(process.env);
  app = await buildApp(settings);
} catch (error) {
  // a bad setting: one line naming it
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const url = await app.listen({ port: settings.port, host: settings.host });
const [demo] = DEMO_MEMBERS;
console.log(`mock-api listening on ${url} (demo login: ${demo.username} / ${demo.password})`);
// Shared beyond loopback: say how it is locked (decision 093).
const config = app.mockConfig;
if (config.shared) {
  console.log(
    `mock-api is reachable beyond this machine: ${jwtSecretSource()}; ` +
      (config.control
        ? 'control API /__mock/* requires x-mock-control-token (MOCK_CONTROL_TOKEN)'
        : 'control API /__mock/* is off (set MOCK_CONTROL_TOKEN to use it)'),
  );
}

function jwtSecretSource(): string {
  if (settings.jwtSecret !== undefined) return 'JWT secret from MOCK_JWT_SECRET';
  return config.store === null ? 'random JWT secret for this start' : 'random JWT secret kept in MOCK_DATA_DIR';
}
if (config.store !== null) console.log(`mock-api keeps its worlds in ${settings.dataDir} (MOCK_DATA_DIR): they survive restarts`);

closeWithGrace({ delay: 5000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
});

import closeWithGrace from 'close-with-grace';
import { SettingsError } from '@site/service-kit/settings';
import { buildApp } from './app';
import { loadMockSettings, sharedMockNotice, type MockSettings } from './config';
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
// an old setting name still set: it works, and the line says what it is called now
for (const warning of app.mockConfig.settingWarnings) console.warn(warning);
const url = await app.listen({ port: settings.port, host: settings.host });
const [demo] = DEMO_MEMBERS;
// Shared beyond loopback: say how it is locked (docs/design/mock.md#shared-mock).
const notice = sharedMockNotice(app.mockConfig);
if (notice !== null) console.log(notice);
if (app.mockConfig.store !== null)
  console.log(`mock-api keeps its namespaces in ${settings.dataDir} (MOCK_DATA_DIR): they survive restarts`);
// last, so whoever waits for this line has every start-up line before it
console.log(`mock-api listening on ${url} (demo login: ${demo.username} / ${demo.password})`);

// Stop: in-flight requests finish (a latency fault may hold one for seconds); idle keep-alive
// connections, such as the gateway's pool, are closed at once so they do not hold the close
// open (buildApp: forceCloseConnections 'idle'). Within docker's 10 s before SIGKILL.
closeWithGrace({ delay: 9_500 }, async ({ err }) => {
  if (err) console.error(err);
  // a connection whose request finishes during the close turns idle: close it too
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
  }
});

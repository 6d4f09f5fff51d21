import { SettingsError, loadConfig, type GatewayConfig } from './config';
import { startGateway, type RunningGateway } from './start';
import { operationsNotice } from './operations-access';
import { closeGracefullyOnStop } from './stop-signals';
import { isLoopback as isLoopbackHost } from '@site/mock-api';

// A bad setting (the gateway's, or in mock mode the in-process mock's) stops boot with one line naming it.
let config: GatewayConfig;
let gateway: RunningGateway;
try {
  config = loadConfig(process.env);
  gateway = await startGateway(config);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// SIGTERM/SIGINT: stop accepting, finish in-flight requests, exit within the grace period.
// Installed before the URL is printed: whoever reads the URL may already send the signal.
closeGracefullyOnStop(config.shutdownTimeoutMs, () => gateway.close());

const shownUrl = config.host === '0.0.0.0' || config.host === '::' ? gateway.url.replace('127.0.0.1', 'localhost') : gateway.url;

console.log(`Member site: ${shownUrl}`);
console.log(`API explorer: ${shownUrl}/docs`);
if (gateway.mockUrl !== null) {
  console.log('Mode: mock API in process (set UPSTREAM_URL to proxy to a real API)');
  console.log('Demo member login: demo / demo1234');
  if (gateway.mockNotice !== null) console.log(gateway.mockNotice);
} else {
  const what = config.upstreamIsMock ? ' (the stand-alone mock: /mock-cdn/* proxied too, /__mock/* only on its own port)' : '';
  console.log(`Mode: proxy to ${config.upstreamUrl ?? ''}${what}`);
}
if (!isLoopbackHost(config.host)) console.log(operationsNotice(config.operations));
if (config.webDevUrl !== undefined) console.log(`Web: Vite dev server at ${config.webDevUrl} (hot reload)`);

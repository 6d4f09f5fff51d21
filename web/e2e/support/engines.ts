import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Gecko and WebKit as Debian ships them (firefox-esr, webkit2gtk-driver), each driven by its own
 * automation: Firefox over WebDriver BiDi (puppeteer-core; playwright-core's BiDi client asks
 * for media emulation that Firefox ESR does not have), WebKitGTK's MiniBrowser over classic
 * WebDriver (WebKitWebDriver, in a virtual display: the GTK MiniBrowser has no headless mode).
 * What a test does in the page runs as a script there, so one walk serves both.
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface EngineDriver {
  /** The engine and its version, as the browser reports it. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Runs `body` (an async function's body, with `args` as `args`) in the page; resolves with its JSON result. */
  run<T>(body: string, args?: unknown[]): Promise<T>;
  /** Types into, or clicks, the element matching `selector` as the engine's automation does. */
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Uncaught errors the automation itself saw (Firefox's BiDi log), beside what the page records. */
  uncaughtErrors(): string[];
  close(): Promise<void>;
}

export async function launchFirefox(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport(viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
    return {
      version: await browser.version(),
      goto: async (url) => {
        await page.goto(url);
      },
      run: <T>(body: string, args: unknown[] = []) => page.evaluate(`(async (args) => {${body}})(${JSON.stringify(args)})`) as Promise<T>,
      type: (selector, text) => page.type(selector, text),
      click: (selector) => page.click(selector),
      uncaughtErrors: () => errors,
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** WebKitWebDriver in its own virtual display (xvfb-run); resolves once it answers. */
async function startWebKitDriver(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const driver = spawn('xvfb-run', ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (driver.exitCode !== null) break;
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: driver };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopGroup(driver);
  throw new Error(`${WEBKIT_DRIVER_PATH} did not start under xvfb-run`);
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
  } catch {
    // it has exited
  }
}

export async function launchWebKit(viewport: { width: number; height: number }): Promise<EngineDriver> {
  const driver = await startWebKitDriver();
  const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${driver.url}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  try {
    const session = await command<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } } },
    });
    const at = `/session/${session.sessionId}`;
    await command('POST', `${at}/window/rect`, viewport);
    const element = async (selector: string) => {
      const found = await command<Record<string, string>>('POST', `${at}/element`, { using: 'css selector', value: selector });
      return `${at}/element/${Object.values(found)[0]}`;
    };
    return {
      version: `WebKitGTK ${session.capabilities.browserVersion}`,
      goto: async (url) => {
        await command('POST', `${at}/url`, { url });
      },
      run: async <T>(body: string, args: unknown[] = []): Promise<T> => {
        const script = `(async (args) => {${body}})(arguments[0]).then(arguments[1], (error) => arguments[1]({ thrown: String(error) }))`;
        for (let attempt = 1; ; attempt += 1) {
          try {
            const value = await command<{ thrown?: string } | null>('POST', `${at}/execute/async`, { script, args: [args] });
            if (value?.thrown) throw new Error(value.thrown);
            return value as T;
          } catch (error) {
            // a page load that began as the script started (the login's redirect) ends it: run it on the new page
            if (attempt < 3 && String(error).includes('unload')) continue;
            throw error;
          }
        }
      },
      type: async (selector, text) => {
        await command('POST', `${await element(selector)}/value`, { text });
      },
      click: async (selector) => {
        await command('POST', `${await element(selector)}/click`, {});
      },
      uncaughtErrors: () => [],
      close: async () => {
        await command('DELETE', at).catch(() => undefined);
        stopGroup(driver.process);
      },
    };
  } catch (error) {
    stopGroup(driver.process);
    throw error;
  }
}

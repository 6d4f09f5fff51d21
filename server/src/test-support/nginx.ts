import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export type RunningNginx = {
  url: string;
  port: number;
  /** The master process (its workers are its children), e.g. to read their CPU time. */
  pid: number | undefined;
  /** What nginx logged at `error` level so far (why it answered 502, for a failing test's message). */
  errorLog(): string;
  stop(): Promise<void>;
};

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/** Debian builds nginx's stream module as a dynamic module (libnginx-mod-stream); nginx's own images have it built in. */
const DEBIAN_STREAM_MODULE = '/usr/lib/nginx/modules/ngx_stream_module.so';

/** The blocks of an nginx configuration a test runs: the inside of `http { }` and, optionally, of `stream { }`. */
export type NginxBlocks = { http: string; stream?: string };

/**
 * Runs Debian's nginx in the foreground with the given blocks written to a temp prefix; `port` is
 * where it listens (waited for).
 */
export async function startNginx(port: number, blocks: string | NginxBlocks): Promise<RunningNginx> {
  const { http: httpBlock, stream: streamBlock } = typeof blocks === 'string' ? { http: blocks, stream: undefined } : blocks;
  if (streamBlock !== undefined && !existsSync(DEBIAN_STREAM_MODULE)) {
    throw new Error(`nginx's stream module is missing at ${DEBIAN_STREAM_MODULE}: apt-get install -y libnginx-mod-stream`);
  }
  if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx`);
  const prefix = mkdtempSync(join(tmpdir(), 'gateway-nginx-'));
  for (const dir of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const conf = `${streamBlock === undefined ? '' : `load_module ${DEBIAN_STREAM_MODULE};`}
daemon off;
master_process on;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} ${process.env.NGINX_DEBUG === '1' ? 'info' : 'error'};
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  types { text/html html; application/javascript js; text/css css; application/json json; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  ${httpBlock}
}
${streamBlock === undefined ? '' : `stream {\n${streamBlock}\n}`}
`;
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  const child = spawn(NGINX, ['-p', prefix, '-c', confPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}: ${stderr}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    errorLog: () => readFileSync(join(prefix, 'logs', 'error.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      if (process.env.NGINX_DEBUG === '1') console.log(readFileSync(join(prefix, 'logs', 'error.log'), 'utf8'));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const LOAD_BALANCER_CONF = new URL('../../../deploy/nginx/load-balancer.conf', import.meta.url);

/** The inside of the top-level `name { }` block of an nginx configuration. */
function topLevelBlock(conf: string, name: string): string {
  const start = conf.search(new RegExp(`^${name} \\{$`, 'm'));
  const end = conf.indexOf('\n}', start);
  if (start < 0 || end < 0) throw new Error(`deploy/nginx/load-balancer.conf has no ${name} block`);
  return conf.slice(start + name.length + 2, end);
}

/**
 * The `stream { }` and `http { }` bodies of deploy/nginx/load-balancer.conf (the compose load
 * balancer), with the replica address swapped for local gateways, the client port for `port`
 * and the internal http port for `innerPort`: the test runs the very configuration compose uses.
 */
export function loadBalancerBlocks(replicas: string[], port: number, innerPort: number): NginxBlocks {
  const conf = readFileSync(LOAD_BALANCER_CONF, 'utf8');
  const servers = replicas.map((address) => `server ${address} max_fails=0;`).join('\n    ');
  const inner = `127.0.0.1:${innerPort}`;
  const stream = topLevelBlock(conf, 'stream').replace('listen 8080;', `listen 127.0.0.1:${port};`).replace('127.0.0.1:8081', inner);
  const http = topLevelBlock(conf, 'http')
    .replace('server gateway:8080 max_fails=0;', servers)
    .replace('127.0.0.1:8081', inner)
    .replace(/^\s*access_log off;\s*$/m, '');
  if (http.includes('gateway:8080') || !stream.includes(`listen 127.0.0.1:${port};`) || !http.includes(inner) || !stream.includes(inner)) {
    throw new Error('deploy/nginx/load-balancer.conf changed shape: update loadBalancerBlocks');
  }
  return { stream, http };
}

const MOCK_REPLICAS_CONF = new URL('../../../deploy/nginx/mock-replicas.conf', import.meta.url);

/**
 * The `http { }` body of deploy/nginx/mock-replicas.conf (mock replicas keyed by namespace,
 * docs/design/mock.md#durable-namespaces) with local mocks for its two replicas and a free port: the test runs the very
 * configuration the docs give.
 */
export function mockReplicasHttpBlock(replicas: [string, string], port: number): string {
  const conf = readFileSync(MOCK_REPLICAS_CONF, 'utf8');
  const body = conf.slice(conf.indexOf('http {') + 'http {'.length, conf.lastIndexOf('}'));
  const replaced = body
    .replace('server mock-api:4010', `server ${replicas[0]}`)
    .replace('server mock-api-2:4010', `server ${replicas[1]}`)
    .replace('listen 4010;', `listen 127.0.0.1:${port};`);
  if (/server mock-api/.test(replaced) || !replaced.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx/mock-replicas.conf changed shape: update mockReplicasHttpBlock');
  }
  return replaced.replace(/^\s*access_log off;\s*$/m, '');
}

/**
 * Debian's nginx in front of API processes, configured as the README's deployment section says: the
 * proxy headers and the shared cache the project ships (`api/deploy/`), in a throwaway prefix. For
 * `npm run test:cluster` and `npm run bench`.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
const PROXY_CONF = fileURLToPath(new URL('../../deploy/nginx-proxy.conf', import.meta.url));
const CACHE_CONF = fileURLToPath(new URL('../../deploy/nginx-cache.conf', import.meta.url));

export interface NginxOptions {
  /** The API processes' ports, round-robined. */
  upstreams: number[];
  /** More of the server block, e.g. a `location` serving files. */
  serverExtra?: string;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

function config(dir: string, port: number, { upstreams, serverExtra }: NginxOptions): string {
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  # As Debian's nginx.conf has them.
  sendfile on;
  tcp_nopush on;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=plataforma:10m inactive=10m use_temp_path=off;
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      include ${PROXY_CONF};
      include ${CACHE_CONF};
    }
${serverExtra ?? ''}
  }
}
`;
}

/** Starts nginx in the foreground and waits until it proxies `/api/health`. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!NGINX) throw new Error('needs nginx (apt-get install -y nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'pj-nginx-'));
  // Its workers read this prefix (the cache, served files) under their own user.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, options));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/api/health`)).ok, { what: 'nginx' });
  } catch (error) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url, stop };
}

// Debian's nginx as the load balancer in front of the API processes: run as a child of this script
// with a configuration of its own in a temporary directory, never as the system's service.
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onCleanup } from '../bench/cleanup.mjs'
import { run, startService, waitForUrl } from '../lib/run.mjs'

const NGINX = '/usr/sbin/nginx'

/**
 * The configuration: every request (and WebSocket upgrade) to one of `apiPorts` in turn, a process
 * that refuses or does not answer the connection skipped for the next one, everything written under
 * `dir` (the system's nginx directories are not ours).
 */
export function nginxConfig({ dir, port, apiPorts }) {
  if (!apiPorts.length) throw new Error('nginx: no API processes to balance')
  const servers = apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=2s;`)
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  # A WebSocket's upgrade goes through; other requests keep the upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream rihla_api {
${servers.join('\n')}
    keepalive 64;
    # Under Node's own 5 s: a connection the API process is closing is never handed a request (a 502).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://rihla_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead process is skipped: a request it never received goes to the next one.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      # Realtime sockets stay open for the whole run.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`
}

/** Installs nginx from Debian's packages when it is missing (as root, as ensure-system.sh does). */
export async function ensureNginx() {
  if (existsSync(NGINX)) return
  if (process.getuid?.() !== 0)
    throw new Error('nginx is missing; install it with: sudo apt-get install -y nginx')
  console.log('scale: installing nginx from Debian’s packages')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    await run('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'ignore' })
  } catch {
    await run('apt-get', ['update', '-qq'], { env, stdio: 'ignore' })
    await run('apt-get', ['install', '-y', '-qq', 'nginx'], { env, stdio: 'ignore' })
  }
}

/** Starts nginx on `port` in front of `apiPorts`; it stops at cleanup. `healthPath` answers once it is up. */
export async function startBalancer({ port, apiPorts }) {
  await ensureNginx()
  const dir = await mkdtemp(join(tmpdir(), 'rihla-scale-nginx-'))
  onCleanup(() => rm(dir, { recursive: true, force: true }))
  // Started as root, nginx's workers run as nobody: they must reach the directory.
  await chmod(dir, 0o755)
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(dir, sub))
  const conf = join(dir, 'nginx.conf')
  await writeFile(conf, nginxConfig({ dir, port, apiPorts }))
  const nginx = startService('nginx', NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')])
  onCleanup(async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    process.kill(-nginx.pid, 'SIGQUIT')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  })
  const url = `http://127.0.0.1:${port}`
  await waitForUrl(`${url}/health`, { child: nginx, timeoutMs: 30_000 })
  return url
}

/**
 * A production cluster on loopback for `npm run bench:cluster` and `npm run check:cluster`: a
 * throwaway PostgreSQL 15 cluster (scripts/test-postgres.sh), a Redis server, instances of the
 * standalone build (`node .next/standalone/start.mjs`) and nginx running deploy/nginx.conf with
 * the ports replaced. Everything listens on 127.0.0.1 and lives in one temporary directory.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { groupIsAlive, processGroup } from './process-group'

const root = path.resolve(__dirname, '..', '..')
const standalone = path.join(root, '.next', 'standalone')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const ADMIN_EMAIL = 'owner@cluster.test'
export const ADMIN_PASSWORD = 'cluster-admin-password'
const SESSION_SECRET = 'cluster-session-secret-cluster-session-secret'

/** The full path of an executable on PATH (or in /usr/sbin, where Debian puts nginx). */
function findBinary(name: string): string | undefined {
  for (const folder of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'])
    if (folder && existsSync(path.join(folder, name))) return path.join(folder, name)
  return undefined
}

function binary(name: string): string {
  return findBinary(name) ?? name
}

/** Stops with the command to run when a tool is missing: nothing is skipped silently. */
export function requireClusterTools() {
  const missing = ['redis-server', 'nginx'].filter((name) => !findBinary(name))
  if (missing.length)
    throw new Error(
      `${missing.join(' and ')} not found: the cluster check needs them. Install them with: ` +
        `apt-get update && apt-get install -y ${missing.join(' ')}`,
    )
  if (!existsSync(path.join(standalone, 'start.mjs')))
    throw new Error(`${standalone}/start.mjs is missing: run \`npm run build\` first.`)
}

async function waitForPort(port: number, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline)
      throw new Error(`${what} did not listen on ${port} within ${timeoutMs} ms`)
    await sleep(100)
  }
}

/** A child in its own process group, killed with its children; remembered for an interruption. */
const running = new Set<ChildProcess>()
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    for (const child of running)
      if (child.pid && groupIsAlive(child.pid)) process.kill(-child.pid, 'SIGKILL')
    process.exit(name === 'SIGINT' ? 130 : 143)
  })
}

type Process = {
  child: ChildProcess
  signal: (name: NodeJS.Signals) => void
  waitForExit: (timeoutMs: number) => Promise<boolean>
  stop: () => Promise<void>
}

function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; log: string },
): Process {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', () => {
    running.delete(child)
    writeFileSync(options.log, output, { flag: 'a' })
  })
  running.add(child)
  const groupId = child.pid!
  const { signal, waitForExit } = processGroup(groupId)
  return {
    child,
    signal,
    waitForExit,
    stop: async () => {
      signal('SIGTERM')
      if (!(await waitForExit(20_000))) signal('SIGKILL')
      await waitForExit(5000)
    },
  }
}

export type ClusterPorts = {
  postgres: number
  redis: number
  smtp: number
  nginx: number
  instances: [number, number]
}

export type Instance = Process & { port: number; url: string; log: string }

export type Cluster = {
  directory: string
  databaseUrl: string
  nginxUrl: string
  instances: Instance[]
  accessLog: string
  /** Starts instance `index` again (after a kill), with `env` added; resolves once it is healthy. */
  startInstance: (index: number, env?: Record<string, string>) => Promise<Instance>
  stop: () => Promise<void>
}

/** Where the shipped file writes its access log; the test's goes to its own folder. */
const SHIPPED_ACCESS_LOG = 'access_log /var/log/nginx/fundlane-access.log fundlane_private;'

/**
 * deploy/nginx.conf with the test's listen and upstream ports and access log (the shipped file's
 * defaults replaced).
 */
export function renderNginxSite(
  ports: Pick<ClusterPorts, 'nginx' | 'instances'>,
  accessLog: string,
): string {
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  const rendered = shipped
    .replace(SHIPPED_ACCESS_LOG, `access_log ${accessLog} fundlane_private;`)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${ports.nginx};`)
    .replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.instances[0]} `)
    .replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.instances[1]} `)
  for (const expected of [
    `access_log ${accessLog} `,
    `listen 127.0.0.1:${ports.nginx};`,
    `:${ports.instances[0]} `,
    `:${ports.instances[1]} `,
  ])
    if (!rendered.includes(expected))
      throw new Error(
        `deploy/nginx.conf no longer has the placeholders the test replaces (${expected})`,
      )
  return rendered
}

/** A whole nginx.conf around the site file: pid, logs and temporary files in `directory`. */
function nginxMainConfig(directory: string, site: string): string {
  const temp = (name: string) => path.join(directory, 'nginx-temp', name)
  return `worker_processes 2;
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  sendfile on;
  keepalive_timeout 65;
${site}
}
`
}

/** Starts the cluster; the instances send mail to 127.0.0.1:`ports.smtp`, which the caller runs. */
export async function startCluster(
  ports: ClusterPorts,
  instanceEnv: Record<string, string>,
): Promise<Cluster> {
  requireClusterTools()
  const directory = mkdtempSync(path.join(tmpdir(), 'fundlane-cluster-'))
  chmodSync(directory, 0o755)
  const stops: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => {})
    stops.length = 0
  }
  try {
    // PostgreSQL 15 with fsync on, as a deployment would run it.
    const postgresEnv = {
      ...process.env,
      TEST_POSTGRES_PORT: String(ports.postgres),
      TEST_POSTGRES_DIR: path.join(directory, 'postgres'),
      TEST_POSTGRES_FSYNC: 'on',
    }
    const script = path.join(root, 'scripts', 'test-postgres.sh')
    const databaseUrl = execFileSync('bash', [script, 'start'], { env: postgresEnv })
      .toString()
      .trim()
    stops.push(() => {
      execFileSync('bash', [script, 'stop'], { env: postgresEnv })
    })

    const redisDir = path.join(directory, 'redis')
    mkdirSync(redisDir)
    const redis = startProcess(
      binary('redis-server'),
      [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        redisDir,
      ],
      { log: path.join(directory, 'redis.log') },
    )
    stops.push(redis.stop)
    await waitForPort(ports.redis, 10_000, 'redis-server')

    const nginxUrl = `http://127.0.0.1:${ports.nginx}`
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      SESSION_SECRET,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The check signs in with a password only; real deployments keep the default (owners).
      ADMIN_REQUIRE_TWO_FACTOR: 'off',
      ALLOW_NO_TWO_FACTOR: '1',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      TRUST_PROXY: '1',
      PUBLIC_SITE_URL: nginxUrl,
      ALLOW_INSECURE_SITE_URL: '1',
      LOG_LEVEL: 'warn',
      ...instanceEnv,
    }
    const instances: Instance[] = []
    const startInstance = async (index: number, extra: Record<string, string> = {}) => {
      const port = ports.instances[index]!
      const log = path.join(directory, `instance-${index}.log`)
      const instance: Instance = {
        ...startProcess(process.execPath, ['start.mjs'], {
          cwd: standalone,
          env: { ...env, ...extra, PORT: String(port) },
          log,
        }),
        port,
        url: `http://127.0.0.1:${port}`,
        log,
      }
      instances[index] = instance
      const deadline = Date.now() + 60_000
      for (;;) {
        const response = await fetch(`${instance.url}/api/health`).catch(() => undefined)
        if (response?.ok) break
        if (instance.child.exitCode !== null || Date.now() > deadline) {
          await instance.stop()
          throw new Error(
            `instance ${index} (port ${port}) did not become healthy:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
          )
        }
        await sleep(200)
      }
      return instance
    }
    stops.push(async () => {
      for (const instance of instances) await instance?.stop()
    })
    // One after the other: the first applies the migrations.
    await startInstance(0)
    await startInstance(1)

    const configFile = path.join(directory, 'nginx.conf')
    for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(directory, 'nginx-temp', name), { recursive: true })
      // Workers may run as another user when started by root.
      chmodSync(path.join(directory, 'nginx-temp', name), 0o777)
    }
    const accessLog = path.join(directory, 'nginx-access.log')
    writeFileSync(configFile, nginxMainConfig(directory, renderNginxSite(ports, accessLog)))
    const errorLog = path.join(directory, 'nginx-error.log')
    const test = spawnSync(
      binary('nginx'),
      ['-t', '-q', '-e', errorLog, '-p', directory, '-c', configFile],
      {
        encoding: 'utf8',
      },
    )
    if (test.status !== 0)
      throw new Error(`nginx -t refused the rendered configuration:\n${test.stderr}`)
    const nginx = startProcess(
      binary('nginx'),
      ['-e', errorLog, '-p', directory, '-c', configFile, '-g', 'daemon off;'],
      {
        log: path.join(directory, 'nginx.log'),
      },
    )
    stops.push(async () => {
      // QUIT: finish the requests in flight, then exit.
      nginx.signal('SIGQUIT')
      if (!(await nginx.waitForExit(10_000))) nginx.signal('SIGKILL')
    })
    await waitForPort(ports.nginx, 10_000, 'nginx')

    return {
      directory,
      databaseUrl,
      nginxUrl,
      instances,
      accessLog,
      startInstance,
      stop: async () => {
        await stop()
        if (!process.env.KEEP_CLUSTER_DIR) rmSync(directory, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** One line of the access log written with the `cluster` format above. */
export type ProxiedRequest = {
  endedAt: number
  startedAt: number
  status: number
  upstreams: string
  method: string
  uri: string
}

export function readAccessLog(file: string): ProxiedRequest[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [msec = '0', requestTime = '0', status = '0', upstreams = '', , method = '', uri = ''] =
        line.match(/"[^"]*"|\S+/g) ?? []
      const endedAt = Number(msec) * 1000
      return {
        endedAt,
        startedAt: endedAt - Number(requestTime) * 1000,
        status: Number(status),
        upstreams: upstreams.replace(/"/g, ''),
        method,
        uri,
      }
    })
}

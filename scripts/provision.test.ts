import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const script = path.resolve('scripts/provision.sh')

/**
 * scripts/provision.sh run with a PATH that holds only the given fake programs, so `java`,
 * `redis-server` and `nginx` are missing, and CHROMIUM_PATH, PGBIN and NGINX_PATH pointing nowhere.
 */
describe('scripts/provision.sh', () => {
  let bin: string

  beforeEach(() => {
    bin = mkdtempSync(path.join(tmpdir(), 'provision-test-'))
  })
  afterEach(() => {
    rmSync(bin, { recursive: true, force: true })
  })

  function fake(name: string, body: string) {
    const file = path.join(bin, name)
    writeFileSync(file, `#!/bin/sh\n${body}\n`)
    chmodSync(file, 0o755)
  }

  function bash() {
    const found = ['/bin/bash', '/usr/bin/bash'].find((candidate) => existsSync(candidate))
    if (!found) throw new Error('bash not found')
    return found
  }

  function run(...programs: string[]) {
    return spawnSync(bash(), [script, ...programs], {
      encoding: 'utf8',
      env: {
        NODE_ENV: 'test',
        PATH: bin,
        CHROMIUM_PATH: path.join(bin, 'no-chromium'),
        PGBIN: path.join(bin, 'no-postgres'),
        NGINX_PATH: path.join(bin, 'no-nginx'),
      },
    })
  }

  it('not root: stops at once, naming the exact command to run, and installs nothing', () => {
    fake('id', 'echo 1000')
    fake('apt-get', `echo "$@" >> ${bin}/apt-get.log`)
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell fonts-liberation default-jre-headless postgresql-15 redis-server nginx',
    )
    expect(() => readFileSync(path.join(bin, 'apt-get.log'))).toThrow()
  })

  it('root without apt-get: stops with the command too', () => {
    fake('id', 'echo 0')
    const result = run('redis', 'nginx')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server nginx',
    )
  })

  it('root with apt-get: updates once, installs the missing packages without questions', () => {
    fake('id', 'echo 0')
    // The fake apt-get "installs" java by writing a program onto PATH.
    fake(
      'apt-get',
      `echo "$DEBIAN_FRONTEND $@" >> ${bin}/apt-get.log\n` +
        `case "$*" in *install*) printf '#!/bin/sh\\n' > ${bin}/java; /bin/chmod 755 ${bin}/java ;; esac`,
    )
    const result = run('java')
    expect(result.stderr).toContain('default-jre-headless')
    expect(result.status).toBe(0)
    expect(readFileSync(path.join(bin, 'apt-get.log'), 'utf8').trimEnd().split('\n')).toEqual([
      ' update -qq',
      'noninteractive install -y -qq default-jre-headless',
    ])
  })

  it('root with apt-get that installs nothing: fails, naming what is still missing', () => {
    fake('id', 'echo 0')
    fake('apt-get', 'true')
    const result = run('nginx')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Still missing after apt-get install: nginx')
  })

  it('everything present: does nothing and succeeds', () => {
    fake('id', 'echo 1000')
    for (const program of ['java', 'redis-server', 'nginx']) fake(program, 'true')
    const result = run('java', 'redis', 'nginx')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })
})

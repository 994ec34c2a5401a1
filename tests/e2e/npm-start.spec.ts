import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { expect, test } from './fixtures'

/** A port nothing listens on at the moment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * What a newcomer does after `npm install`: `npm start`, with nothing configured. The build is
 * current (the browser tests' own server was started the same way), so this starts the server.
 */
test('a fresh npm start serves the site, keeps its files in data/ and prints no warning that it does not work', async () => {
  const port = await freePort()
  // Relative, as a newcomer's would be: it means the repository, not the built server's folder.
  const dataDir = path.join('data', `npm-start-${process.pid}-${Date.now()}`)
  const environment: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir }
  for (const name of [
    'NODE_ENV',
    'DATABASE_URL',
    'SESSION_SECRET',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'LOG_LEVEL',
  ])
    delete environment[name]
  // Its own process group, so npm, the start script and the server all stop together.
  const server = spawn('npm', ['start'], { env: environment, detached: true })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/`).catch(() => undefined))?.status, {
        timeout: 25_000,
        message: 'npm start serves the home page',
      })
      .toBe(200)
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200)
  } catch (error) {
    throw new Error(`${error}\nnpm start printed:\n${output}`)
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    await exited
  }
  try {
    // The local trial's database, session secret and owner's password, where the README says.
    for (const file of ['app.db', 'session-secret', 'admin-password'])
      expect(existsSync(path.resolve(dataDir, file)), `${dataDir}/${file}`).toBe(true)
    // Next marks its warnings with ⚠, such as '"next start" does not work with "output: standalone"'.
    expect(output).not.toContain('⚠')
    expect(output).not.toMatch(/does not work/i)
    expect(output).not.toMatch(/"level":(50|60)/)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readableMail, startSmtpSink } from '../support/smtp-sink'

/** Where the stand-in mail server of the browser tests drops each message as an .eml file. */
export const MAILBOX_DIR = path.resolve('data', 'e2e-mailbox')
/**
 * Markers of mail the stand-in server refuses for now, one empty file each (`refuseMailAbout` in
 * mailbox.ts): one test watches its own lead's e-mail fail while every other test's mail goes
 * through.
 */
export const REFUSED_MAIL_DIR = path.resolve('data', 'e2e-mail-refused')
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525)
/** Where the site under test listens (Playwright's webServer starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`

/**
 * A real SMTP server for the browser tests: the site under test sends its team notifications and
 * newsletter confirmations here (SMTP_URL in playwright.config.ts), and tests read them from disk.
 */
export default async function globalSetup() {
  for (const folder of [MAILBOX_DIR, REFUSED_MAIL_DIR]) {
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
  }
  let count = 0
  const sink = await startSmtpSink(E2E_SMTP_PORT, (raw) => {
    const text = readableMail(raw.toString('utf8'))
    const refused = readdirSync(REFUSED_MAIL_DIR).find((marker) => text.includes(marker))
    if (refused) throw new Error(`Mailbox unavailable: mail about ${refused} is refused for a test`)
    count += 1
    writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${count}.eml`), raw)
  })
  return () => sink.close()
}

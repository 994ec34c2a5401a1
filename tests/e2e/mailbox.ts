import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { readableMail } from '../support/smtp-sink'
import { MAILBOX_DIR, REFUSED_MAIL_DIR } from './global-setup'

/** Messages the site sent during the run, decoded enough to read (quoted-printable, folded headers). */
export function readMailbox(): string[] {
  return readdirSync(MAILBOX_DIR)
    .sort()
    .map((file) => readableMail(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')))
}

/** Waits until a message containing `marker` arrives and returns it. */
export async function waitForMail(marker: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        found = readMailbox().find((mail) => mail.includes(marker))
        return Boolean(found)
      },
      { timeout: 20_000, message: `an e-mail containing ${marker}` },
    )
    .toBe(true)
  return found!
}

/** From now on the test mail server refuses every message containing `marker` (letters and digits). */
export function refuseMailAbout(marker: string) {
  if (!/^\w+$/.test(marker)) throw new Error(`Use letters and digits for a marker, not ${marker}`)
  writeFileSync(path.join(REFUSED_MAIL_DIR, marker), '')
}

/** The test mail server accepts messages containing `marker` again. */
export function acceptMailAbout(marker: string) {
  rmSync(path.join(REFUSED_MAIL_DIR, marker), { force: true })
}

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as browserStorage from '@/lib/browser-storage'
import { browserStorageEntries } from '@/lib/browser-storage'
import { parseServerConfig } from '../config'
import { loadLegalDocument } from '../content/legal-documents'
import { createTestDatabase } from '../../../tests/support/test-databases'
import { databaseTables, personalDataTables } from './personal-data'

/**
 * The privacy policy names what the code keeps: every table with personal data, every name the
 * site stores in a browser, every retention period. The lists come from the code, so a new table,
 * key or setting fails here until the policy (content/legal/privacy-policy.md) says so too.
 */

const policy = loadLegalDocument('privacy-policy')

/** The text of one `###` subsection of the policy, up to the next heading. */
function subsection(title: string): string {
  const start = policy.body.indexOf(`### ${title}\n`)
  expect(start, `the policy has a "### ${title}" subsection`).toBeGreaterThanOrEqual(0)
  const rest = policy.body.slice(start + title.length + 5)
  const end = rest.search(/^#{2,3} /m)
  return end === -1 ? rest : rest.slice(0, end)
}

describe('the privacy policy', () => {
  it('keeps its nine sections and its original date, with the amendment date below it', () => {
    expect(policy.sections.map((section) => section.title)).toEqual([
      'Introduction',
      'Types of Information We Collect',
      'How We Collect Information',
      'How We Use and Disclose Information',
      'Access and Correction',
      'Data Retention',
      'Changes to This Policy',
      'California Residents',
      'Contact Us',
    ])
    expect(policy.lastUpdated).toBe('April 10, 2023')
    expect(policy.amended).toBe('November 27, 2026')
  })

  it('lists every table that holds personal data, under its plain-language name', () => {
    const stored = subsection('Information this website stores')
    for (const { table, policyName } of personalDataTables()) {
      expect(stored, `${table} is listed as "${policyName}"`).toContain(`- **${policyName}.**`)
    }
  })

  it('classifies every table the migrations create, and no table that does not exist', async () => {
    const database = await createTestDatabase('sqlite')
    try {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
      `.execute(database.db)
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(databaseTables).sort())
    } finally {
      await database.destroy()
    }
  })

  it('lists every cookie and browser storage key the site writes, with where it is kept', () => {
    const storage = subsection('Cookies and browser storage on this website')
    for (const { name, kind } of browserStorageEntries) {
      const line = storage.split('\n').find((entry) => entry.startsWith(`- **\`${name}\`**`))
      expect(line, `${name} has its own line`).toBeDefined()
      expect(line, `${name} is said to be kept in ${kind}`).toContain(`(${kind}`)
    }
  })

  it('states each retention period the server applies by default', () => {
    const retention = subsection('How long we keep your information')
    const defaults = parseServerConfig({})
    const periods = [
      `${defaults.RETENTION_CHAT_DAYS} days after its last message`,
      `${defaults.RETENTION_UNCONFIRMED_SUBSCRIPTION_DAYS} days after the most recent confirmation`,
      `${defaults.RETENTION_LEAD_MONTHS} months after you send them`,
      `${defaults.RETENTION_OUTBOX_DAYS} days after the notification is sent`,
      `${defaults.RETENTION_AUDIT_MONTHS} months`,
      `${defaults.RETENTION_BACKUP_DAYS} days old`,
    ]
    for (const period of periods) expect(retention).toContain(period)
  })
})

describe('browser storage in the code', () => {
  const names = new Map(
    Object.entries(browserStorage as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
  const kindOf = new Map(browserStorageEntries.map((entry) => [entry.name, entry.kind]))

  function sourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) return sourceFiles(file)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
    })
  }

  const writes = sourceFiles(path.join(process.cwd(), 'src')).flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    const found: { file: string; kind: string; name: string }[] = []
    for (const [, store, name] of source.matchAll(
      /\b(localStorage|sessionStorage)\.(?:setItem|getItem|removeItem)\(\s*([^,)]+)/g,
    )) {
      found.push({
        file,
        kind: store === 'localStorage' ? 'local storage' : 'session storage',
        name: name!.trim(),
      })
    }
    for (const [, name] of source.matchAll(
      /\b(?:jar|cookieStore|cookies\(\)|cookies)\.set\(\s*([^,)]+)/g,
    )) {
      found.push({ file, kind: 'cookie', name: name!.trim() })
    }
    return found
  })

  it('finds the places that read and write browser storage', () => {
    expect(writes.length).toBeGreaterThanOrEqual(4)
  })

  it('uses only the names src/lib/browser-storage.ts lists, each in its own kind of storage', () => {
    for (const write of writes) {
      const where = `${path.relative(process.cwd(), write.file)} uses ${write.name}`
      const value = valueOf(write.name)
      expect(value, `${where}: add it to src/lib/browser-storage.ts`).toBeDefined()
      expect(kindOf.get(value!), where).toBe(write.kind)
    }
  })

  /** What a key expression names: a string literal, or a constant defined in the source. */
  function valueOf(expression: string): string | undefined {
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(expression)
    if (literal) return literal[2]
    if (names.has(expression)) return names.get(expression)
    for (const file of sourceFiles(path.join(process.cwd(), 'src'))) {
      const definition = new RegExp(`export const ${expression} = (\\w+|'[^']+')`).exec(
        readFileSync(file, 'utf8'),
      )
      if (definition) return valueOf(definition[1]!)
    }
    return undefined
  }
})

/**
 * Writes each case's expected values into the fixture (src/content/offer-methodology-cases.json)
 * from the independent implementation (reference.ts), never from the site's code. Run after adding
 * or changing a case:
 * `npx tsx tests/offer-methodology/write-expected.ts && npx prettier --write src/content/offer-methodology-cases.json`.
 * The unit test (tests/unit/offer-methodology.test.ts) fails while a stored value differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { OfferCase } from '@/content/offer-methodology-cases'
import { referenceDisclosure } from './reference'

const file = path.join(import.meta.dirname, '../../src/content/offer-methodology-cases.json')
const cases = JSON.parse(readFileSync(file, 'utf8')) as OfferCase[]
const written = cases.map(({ id, description, offer }) => ({
  id,
  description,
  offer,
  expected: referenceDisclosure(offer),
}))
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`)
console.log(`${written.length} cases written to ${path.relative(process.cwd(), file)}`)

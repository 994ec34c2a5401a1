import 'server-only'
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { leadsMigration } from './migrations/0001-leads'
import { chatMigration } from './migrations/0002-chat'
import { outboxUndeliveredMigration } from './migrations/0003-outbox-undelivered'
import { auditEventsMigration } from './migrations/0004-audit-events'
import { teamAccountsMigration } from './migrations/0005-team-accounts'
import { newsletterConsentMigration } from './migrations/0006-newsletter-consent'
import { privacySuppressionsMigration } from './migrations/0007-privacy-suppressions'
import { leadWorkspaceMigration } from './migrations/0008-lead-workspace'
import { pageViewsMigration } from './migrations/0009-page-views'
import { leadListVisitsMigration } from './migrations/0010-lead-list-visits'
import { leadDigestsMigration } from './migrations/0011-lead-digests'
import { dashboardIndexMigration } from './migrations/0012-dashboard-index'
import { leadLanguageMigration } from './migrations/0013-lead-language'
import { subscriberLanguageMigration } from './migrations/0014-subscriber-language'
import { normalizedAddressesMigration } from './migrations/0015-normalized-addresses'
import { secondFactorSessionsMigration } from './migrations/0017-second-factor-sessions'
import { offerLeadsMigration } from './migrations/0018-offer-leads'
import { readinessMigration } from './migrations/0019-readiness'
import type { Database } from './schema'

/** Every migration, in order. Add new ones at the end with the next number. */
const migrations: Record<string, Migration> = {
  '0001-leads': leadsMigration,
  '0002-chat': chatMigration,
  '0003-outbox-undelivered': outboxUndeliveredMigration,
  '0004-audit-events': auditEventsMigration,
  '0005-team-accounts': teamAccountsMigration,
  '0006-newsletter-consent': newsletterConsentMigration,
  '0007-privacy-suppressions': privacySuppressionsMigration,
  '0008-lead-workspace': leadWorkspaceMigration,
  '0009-page-views': pageViewsMigration,
  '0010-lead-list-visits': leadListVisitsMigration,
  '0011-lead-digests': leadDigestsMigration,
  '0012-dashboard-index': dashboardIndexMigration,
  '0013-lead-language': leadLanguageMigration,
  '0014-subscriber-language': subscriberLanguageMigration,
  '0015-normalized-addresses': normalizedAddressesMigration,
  '0017-second-factor-sessions': secondFactorSessionsMigration,
  '0018-offer-leads': offerLeadsMigration,
  '0019-readiness': readinessMigration,
}

/** Every migration, for a Migrator (tests migrate to one in between, to check the next one). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations }

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error })
  }
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName)
}

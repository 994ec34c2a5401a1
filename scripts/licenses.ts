/**
 * `npm run licenses`: lists the licence of every package the site needs at run time (the
 * production dependency tree, transitive, once per name and version) and exits non-zero when one
 * is neither permissive nor reviewed below. Policy: docs/decisions/0012-dependency-policy.md.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Licences that ask nothing of the rest of the program beyond keeping a notice. OFL-1.1 is here
 * because fonts under it may be bundled and served with any software; only a changed font must
 * stay under the OFL.
 */
export const permissiveLicenses: ReadonlySet<string> = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'OFL-1.1',
  'Python-2.0',
  'Unlicense',
  'WTFPL',
  'Zlib',
])

/**
 * Packages under another licence that were reviewed and accepted. Each matches a name and an
 * exact licence, so a change of either is reviewed again.
 */
export const reviewedPackages: readonly { name: RegExp; license: string; reason: string }[] = [
  {
    // sharp, an optional dependency of next, installs the libvips build for its platform.
    name: /^@img\/sharp-libvips-/,
    license: 'LGPL-3.0-or-later',
    reason:
      'libvips, an unmodified shared library that sharp loads on the server only when the ' +
      'image optimiser resizes an image; never sent to browsers',
  },
]

/**
 * Whether an SPDX expression grants a permissive licence: an id from the list, `A OR B` when
 * either side is, `A AND B` when both are. `A WITH exception` counts as A. A missing,
 * unrecognised or malformed expression is not permissive.
 */
export function isPermissiveLicense(expression: string | undefined): boolean {
  const tokens = expression?.match(/\(|\)|[^\s()]+/g)
  if (!tokens) return false
  let position = 0
  const peek = () => tokens[position]?.toUpperCase()

  // Grammar (SPDX 2.3, annex D): or := and ('OR' and)*; and := with ('AND' with)*;
  // with := primary ('WITH' exception)?; primary := '(' or ')' | license-id.
  function parseOr(): boolean {
    let result = parseAnd()
    while (peek() === 'OR') {
      position += 1
      result = parseAnd() || result
    }
    return result
  }
  function parseAnd(): boolean {
    let result = parseWith()
    while (peek() === 'AND') {
      position += 1
      result = parseWith() && result
    }
    return result
  }
  function parseWith(): boolean {
    const result = parsePrimary()
    if (peek() === 'WITH') {
      position += 1
      if (!isLicenseId(tokens![position])) throw new SyntaxError('WITH needs an exception id')
      position += 1
    }
    return result
  }
  function parsePrimary(): boolean {
    const token = tokens![position]
    position += 1
    if (token === '(') {
      const result = parseOr()
      if (tokens![position] !== ')') throw new SyntaxError('unbalanced parenthesis')
      position += 1
      return result
    }
    if (!isLicenseId(token)) throw new SyntaxError(`unexpected ${token ?? 'end'}`)
    return permissiveIds.has(token.replace(/\+$/, '').toLowerCase())
  }

  try {
    const result = parseOr()
    return position === tokens.length && result
  } catch {
    return false
  }
}

const permissiveIds = new Set([...permissiveLicenses].map((id) => id.toLowerCase()))

function isLicenseId(token: string | undefined): token is string {
  return (
    token !== undefined &&
    /^[A-Za-z0-9.+-]+$/.test(token) &&
    !['AND', 'OR', 'WITH'].includes(token.toUpperCase())
  )
}

export type LicenseVerdict = 'permissive' | 'reviewed' | 'refused'

export function licenseVerdict(name: string, license: string | undefined): LicenseVerdict {
  if (isPermissiveLicense(license)) return 'permissive'
  const reviewed = reviewedPackages.some(
    (entry) => entry.name.test(name) && entry.license === license,
  )
  return reviewed ? 'reviewed' : 'refused'
}

type PackageManifest = {
  license?: string | { type?: string }
  licenses?: { type?: string }[]
}

/** The `license` field, or the legacy `licenses` list (any one of which may be chosen). */
export function declaredLicense(manifest: PackageManifest): string | undefined {
  if (typeof manifest.license === 'string') return manifest.license
  if (manifest.license?.type) return manifest.license.type
  const types = manifest.licenses?.map((entry) => entry.type).filter(Boolean)
  if (!types?.length) return undefined
  return types.length === 1 ? types[0] : `(${types.join(' OR ')})`
}

type RuntimePackage = { name: string; version: string; license: string | undefined }

type NpmTreeNode = { version?: string; path?: string; dependencies?: Record<string, NpmTreeNode> }

/** The peer dependencies a package marks optional and does not also depend on. */
function optionalPeersOf(packageDirectory: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDirectory, 'package.json'), 'utf8'),
  ) as {
    dependencies?: Record<string, string>
    optionalDependencies?: Record<string, string>
    peerDependenciesMeta?: Record<string, { optional?: boolean }>
  }
  const optional = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([, meta]) => meta.optional)
    .map(([name]) => name)
    .filter((name) => !manifest.dependencies?.[name] && !manifest.optionalDependencies?.[name])
  return new Set(optional)
}

/** Every installed package of the production tree, as `npm ls --omit=dev` resolves it. */
function runtimePackages(root: string): RuntimePackage[] {
  const npm = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const tree = JSON.parse(npm.stdout || '{}') as NpmTreeNode & { problems?: string[] }
  if (npm.status !== 0 || !tree.dependencies) {
    const problems = tree.problems?.join('\n  ') ?? npm.stderr
    throw new Error(`npm ls could not read the installed tree; run npm install.\n  ${problems}`)
  }
  const found = new Map<string, RuntimePackage>()
  const visit = (node: NpmTreeNode) => {
    const optionalPeers = node.path ? optionalPeersOf(node.path) : new Set<string>()
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      // Optional packages for other platforms are listed without a version or path.
      if (!child.version || !child.path) continue
      // An optional peer (better-auth's vitest) is used only when the application has it: npm
      // ls shows the dev copy, but `npm install --omit=dev` leaves it out.
      if (optionalPeers.has(name)) continue
      const key = `${name}@${child.version}`
      if (!found.has(key)) {
        const manifest = JSON.parse(readFileSync(path.join(child.path, 'package.json'), 'utf8'))
        found.set(key, { name, version: child.version, license: declaredLicense(manifest) })
      }
      // A package shown as deduped may list its dependencies only at a later occurrence.
      visit(child)
    }
  }
  visit(tree)
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  )
}

function main() {
  const packages = runtimePackages(process.cwd()).map((entry) => ({
    ...entry,
    verdict: licenseVerdict(entry.name, entry.license),
  }))
  const nameWidth = Math.max(...packages.map((entry) => entry.name.length), 'package'.length)
  const versionWidth = Math.max(...packages.map((entry) => entry.version.length), 'version'.length)
  const row = (name: string, version: string, license: string, note = '') =>
    `${name.padEnd(nameWidth)}  ${version.padEnd(versionWidth)}  ${license}${note && `  (${note})`}`
  console.log(row('package', 'version', 'licence'))
  for (const entry of packages) {
    const note = entry.verdict === 'permissive' ? '' : entry.verdict
    console.log(row(entry.name, entry.version, entry.license ?? 'none declared', note))
  }

  const byLicense = new Map<string, number>()
  for (const entry of packages) {
    const license = entry.license ?? 'none declared'
    byLicense.set(license, (byLicense.get(license) ?? 0) + 1)
  }
  const summary = [...byLicense]
    .sort((a, b) => b[1] - a[1])
    .map(([license, count]) => `${count} ${license}`)
  console.log(`\n${packages.length} runtime packages: ${summary.join(', ')}.`)

  for (const entry of packages.filter((item) => item.verdict === 'reviewed')) {
    const reason = reviewedPackages.find((item) => item.name.test(entry.name))?.reason
    console.log(`Reviewed: ${entry.name} (${entry.license}): ${reason}.`)
  }
  const refused = packages.filter((entry) => entry.verdict === 'refused')
  if (refused.length) {
    console.error(
      `\n${refused.length} runtime packages have a copyleft, unknown or missing licence:\n` +
        refused
          .map((entry) => `  ${entry.name}@${entry.version}: ${entry.license ?? 'none declared'}`)
          .join('\n') +
        '\nReplace them, or review each and add it to reviewedPackages in scripts/licenses.ts ' +
        'with the reason (docs/decisions/0012-dependency-policy.md).',
    )
    process.exit(1)
  }
}

if (require.main === module) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

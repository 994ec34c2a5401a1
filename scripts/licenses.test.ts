import { describe, expect, it } from 'vitest'
import { declaredLicense, isPermissiveLicense, licenseVerdict } from './licenses'

describe('runtime licence policy', () => {
  it('accepts permissive SPDX ids, in any case and with "or later"', () => {
    for (const id of ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', '0BSD', 'CC0-1.0', 'mit']) {
      expect(isPermissiveLicense(id), id).toBe(true)
    }
    expect(isPermissiveLicense('Apache-2.0+')).toBe(true)
  })

  it('refuses copyleft licences, strong and weak', () => {
    for (const id of [
      'GPL-3.0-only',
      'GPL-2.0-or-later',
      'AGPL-3.0-only',
      'LGPL-3.0-or-later',
      'LGPL-2.1',
      'MPL-2.0',
      'EPL-2.0',
      'CDDL-1.0',
      'SSPL-1.0',
      'EUPL-1.2',
      'OSL-3.0',
      'CC-BY-SA-4.0',
    ]) {
      expect(isPermissiveLicense(id), id).toBe(false)
    }
  })

  it('refuses a missing, proprietary or unparseable licence', () => {
    for (const expression of [
      undefined,
      '',
      'UNLICENSED',
      'SEE LICENSE IN LICENSE.md',
      '(MIT',
      'MIT OR',
      'MIT AND AND ISC',
    ]) {
      expect(isPermissiveLicense(expression), String(expression)).toBe(false)
    }
  })

  it('accepts an OR expression when one side is permissive', () => {
    expect(isPermissiveLicense('(MIT OR WTFPL)')).toBe(true)
    expect(isPermissiveLicense('(BSD-2-Clause OR MIT OR Apache-2.0)')).toBe(true)
    expect(isPermissiveLicense('GPL-3.0-only OR MIT')).toBe(true)
    expect(isPermissiveLicense('(GPL-2.0-only OR LGPL-2.1-only)')).toBe(false)
  })

  it('accepts an AND expression only when both sides are permissive', () => {
    expect(isPermissiveLicense('MIT AND ISC')).toBe(true)
    expect(isPermissiveLicense('(MIT AND GPL-3.0-only)')).toBe(false)
    // AND binds tighter than OR: (MIT AND GPL) OR ISC.
    expect(isPermissiveLicense('MIT AND GPL-3.0-only OR ISC')).toBe(true)
    expect(isPermissiveLicense('MIT AND (GPL-3.0-only OR LGPL-3.0-only)')).toBe(false)
  })

  it('judges a licence with an exception by the licence itself', () => {
    expect(isPermissiveLicense('Apache-2.0 WITH LLVM-exception')).toBe(true)
    expect(isPermissiveLicense('GPL-2.0-only WITH Classpath-exception-2.0')).toBe(false)
  })

  it('accepts a reviewed package only under the licence that was reviewed', () => {
    expect(licenseVerdict('@img/sharp-libvips-linux-x64', 'LGPL-3.0-or-later')).toBe('reviewed')
    expect(licenseVerdict('@img/sharp-libvips-darwin-arm64', 'LGPL-3.0-or-later')).toBe('reviewed')
    expect(licenseVerdict('@img/sharp-libvips-linux-x64', 'GPL-3.0-only')).toBe('refused')
    expect(licenseVerdict('some-library', 'LGPL-3.0-or-later')).toBe('refused')
    expect(licenseVerdict('some-library', 'MIT')).toBe('permissive')
  })

  it('reads the licence field and the legacy licenses list', () => {
    expect(declaredLicense({ license: 'MIT' })).toBe('MIT')
    expect(declaredLicense({ license: { type: 'ISC' } })).toBe('ISC')
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    )
    expect(declaredLicense({})).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { emailAddressesIn, normalizeEmail } from './email-address'

describe('one normal form for an e-mail address', () => {
  it('folds every capital, accented ones too, and ignores surrounding spaces', () => {
    expect(normalizeEmail('  ÉRIC.Tremblay@Exemple.ca ')).toBe('éric.tremblay@exemple.ca')
    expect(normalizeEmail('ÉRIC.TREMBLAY@EXEMPLE.CA')).toBe(
      normalizeEmail('éric.tremblay@exemple.ca'),
    )
  })

  it('is the same for an accent typed as one character or as a letter and a combining mark', () => {
    expect(normalizeEmail('E\u0301ric@exemple.ca')).toBe(normalizeEmail('\u00c9ric@exemple.ca'))
  })

  it('keeps dots and +tags, which can make another person’s mailbox', () => {
    expect(normalizeEmail('Al.Ice+news@Example.com')).toBe('al.ice+news@example.com')
  })
})

describe('the addresses written in a chat message', () => {
  it('finds each whole address, normalised, once', () => {
    expect(
      emailAddressesIn(
        'Write to Alice@Example.com (or alice@example.com), cc: <bob+work@mail.example.org>.',
      ),
    ).toEqual(['alice@example.com', 'bob+work@mail.example.org'])
  })

  it('never finds an address inside a longer one', () => {
    expect(emailAddressesIn('malice@example.com')).toEqual(['malice@example.com'])
    expect(emailAddressesIn('alice@example.com.au')).toEqual(['alice@example.com.au'])
    expect(emailAddressesIn('first.alice@example.com')).toEqual(['first.alice@example.com'])
    expect(emailAddressesIn('alice@example.community')).toEqual(['alice@example.community'])
    expect(emailAddressesIn(`alice@example.com.${'x'.repeat(70)}`)).toEqual([])
    expect(emailAddressesIn(`${'x'.repeat(70)}alice@example.com`)).toEqual([])
  })

  it('leaves out the punctuation around an address', () => {
    expect(emailAddressesIn(`my e-mail is 'alice@example.com'.`)).toEqual(['alice@example.com'])
    expect(emailAddressesIn('mailto:alice@example.com?subject=Hi')).toEqual(['alice@example.com'])
    expect(emailAddressesIn('“alice@example.com”; alice@example.com—thanks')).toEqual([
      'alice@example.com',
    ])
    expect(emailAddressesIn('ask alice@example.com-')).toEqual(['alice@example.com'])
  })

  it('finds addresses with accented letters, in any capitals', () => {
    expect(emailAddressesIn('Courriel : ÉRIC.Tremblay@Exemple.ca')).toEqual([
      'éric.tremblay@exemple.ca',
    ])
  })

  it('finds nothing where there is no address', () => {
    expect(emailAddressesIn('We fund bakeries @ 8% a year; see example.com')).toEqual([])
    expect(emailAddressesIn('alice@localhost')).toEqual([])
  })

  it('reads long text in linear time (a pattern that backtracked would take minutes here)', () => {
    const started = performance.now()
    expect(emailAddressesIn('a'.repeat(50_000))).toEqual([])
    expect(emailAddressesIn(`${'a.'.repeat(25_000)}@${'b-'.repeat(25_000)}`)).toEqual([])
    expect(emailAddressesIn('a@b'.repeat(20_000))).toEqual([])
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

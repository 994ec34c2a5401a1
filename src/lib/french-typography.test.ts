import { describe, expect, it } from 'vitest'
import { frenchTypography } from './french-typography'

const shown = (text: string) => text.replaceAll('\u00a0', '~').replaceAll('\u202f', '^')

describe('frenchTypography', () => {
  it('keeps a colon, a semicolon, an exclamation and a question mark with their word', () => {
    expect(shown(frenchTypography('Deux chiffres : le facteur ; la retenue ! Vraiment ?'))).toBe(
      'Deux chiffres~: le facteur^; la retenue^! Vraiment^?',
    )
  })

  it('keeps « » with the words they quote', () => {
    expect(shown(frenchTypography('le « coût réel » d’une avance'))).toBe(
      'le «~coût réel~» d’une avance',
    )
  })

  it('sets amounts and percentages as Intl does for fr-CA', () => {
    expect(shown(frenchTypography('50 000 $ à 1,35, soit 67 500 $ et 35 %'))).toBe(
      '50~000~$ à 1,35, soit 67~500~$ et 35~%',
    )
    expect(shown(frenchTypography('1 150 000 $, 3,5 G$ ou 250 k$'))).toBe(
      '1~150~000~$, 3,5~G$ ou 250~k$',
    )
    const intl = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' })
    expect(shown(frenchTypography('67 500,00 $'))).toBe(shown(intl.format(67_500)))
  })

  it('leaves what is not French punctuation alone', () => {
    expect(frenchTypography('de 9 h à 17 h, le 3 mars 2025')).toBe('de 9 h à 17 h, le 3 mars 2025')
    expect(frenchTypography('=TAUX(150; -450; 50000) à 9:00')).toBe(
      '=TAUX(150; -450; 50000) à 9:00',
    )
    expect(frenchTypography('12 mois et 250 entreprises')).toBe('12 mois et 250 entreprises')
  })

  it('is the same when applied twice', () => {
    const once = frenchTypography('Total : 50 000 $ ; « oui » ?')
    expect(frenchTypography(once)).toBe(once)
  })
})

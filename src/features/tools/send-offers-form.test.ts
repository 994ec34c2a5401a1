import { NextIntlClientProvider } from 'next-intl'
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/i18n/messages'
import type { Offer } from '@/lib/offer-math'
import { SendOffersForm } from './send-offers-form'

const advance: Offer = {
  kind: 'salesBased',
  amount: 50_000,
  withheldFee: { unit: 'percent', value: 3 },
  price: { by: 'factor', factor: 1.35 },
  repayment: { by: 'daily', payment: 450 },
}

/** The form as the server sends it in `locale`, spaces as a reader sees them. */
const html = (locale: 'en' | 'fr', offers: Offer[]) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale, messages: messagesFor(locale), timeZone: 'America/Toronto' } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(SendOffersForm, { offers }),
    ),
  ).replace(/[\u00a0\u202f]/g, ' ')

const texts = (markup: string, pattern: RegExp) =>
  [...markup.matchAll(pattern)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim())

describe('Send these offers to our team', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each([
    [
      'en',
      'Send these offers to our team',
      ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Anything our team should know'],
    ],
    [
      'fr',
      'Envoyer ces offres à notre équipe',
      [
        'Prénom',
        'Nom',
        'Courriel',
        'Téléphone',
        'Entreprise',
        'Ce que notre équipe devrait savoir',
      ],
    ],
  ] as const)(
    'in %s, shows a closed button first, its form (the contact fields and a consent) hidden until asked for',
    (locale, button, labels) => {
      const fetch = vi.fn()
      vi.stubGlobal('fetch', fetch)
      const markup = html(locale, [advance])
      const opener =
        /<button type="button"[^>]*aria-expanded="false" aria-controls="([^"]+)"[^>]*>([^<]+)<\/button>/.exec(
          markup,
        )
      expect(opener?.[2]).toBe(button)
      expect(markup).toMatch(new RegExp(`<form id="${opener![1]}" hidden=""`))
      expect(texts(markup, /<label for="[^"]+"[^>]*>(.*?)<\/label>/g)).toEqual(
        labels.map((label, index) => (index < 4 ? `${label}*` : label)),
      )
      expect(markup).toMatch(/<input type="checkbox"[^>]*aria-required="true"/)
      expect(markup).toContain(
        locale === 'en'
          ? 'I agree to be contacted about these offers'
          : 'J’accepte qu’on communique avec moi au sujet de ces offres',
      )
      // Nothing is sent by showing the form.
      expect(fetch).not.toHaveBeenCalled()
    },
  )

  it('offers nothing to send when there is no offer', () => {
    expect(html('en', [])).toBe('')
  })
})

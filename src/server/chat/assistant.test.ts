import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import {
  adviceSafety,
  evaluate,
  evaluationSet,
  scoreByKind,
} from '../../../tests/chat-evaluation/evaluate'
import { noAdviceLine, picksForTheVisitor } from './advice'
import { answerFromSite, prepareAssistant } from './assistant'
import { understand } from './intent-model'
import { linksIn, loadIntents, localHref } from './intents'
import { answerWithModel } from './language-model'

/** The parts of the evaluation the assistant is tuned on (tests/chat-evaluation). */
const TUNED_PARTS = ['development', 'fresh'] as const
/**
 * The share of the questions it is tuned on answered correctly must not fall below this, in each
 * language (BENCHMARKS.md; the held-out questions are scored by `npm run chat:evaluate`).
 */
const EVALUATION_FLOOR = { en: 0.9, fr: 0.85 }
/** The share of those requests for advice declined properly, in each language. */
const ADVICE_FLOOR = 0.9
/** The share of each kind of question (of five questions or more) answered correctly. */
const KIND_FLOOR = 0.7
const hrefs = (reply: { links: { href: string }[] }) => reply.links.map((link) => link.href)

// Training the model and building the search indexes takes seconds on a loaded two-core machine:
// done here, so no test's own time limit pays for it.
beforeAll(async () => {
  await prepareAssistant()
}, 120_000)

describe('the site assistant', () => {
  it('answers how fast a merchant cash advance comes with 24-48 hours and a link to the product', async () => {
    const reply = await answerFromSite('How fast can I get a merchant cash advance?')
    expect(reply.response).toContain('24-48 hours')
    expect(hrefs(reply)).toContain('/financial-products#merchant-cash-advance')
  })

  it.each([
    ['should we take an MCA to cover payroll?', '/financial-products#merchant-cash-advance'],
    ['which is cheaper for me, a term loan or an MCA?', '/financial-products#term-loans'],
    ['what do you suggest for my situation?', '/financial-products'],
  ])(
    'answers "%s" with the standing no-advice line and the options explained, never a pick',
    async (question, href) => {
      const reply = await answerFromSite(question)
      expect(reply.response.startsWith(noAdviceLine('en'))).toBe(true)
      expect(reply.response.length).toBeGreaterThan(noAdviceLine('en').length + 40)
      expect(picksForTheVisitor(reply.response, 'en')).toBe(false)
      expect(hrefs(reply)).toContain(href)
      expect(reply.declinesAdvice).toBe(true)
    },
  )

  it('says plainly that it is not a lender and that lenders pay for matching', async () => {
    const notLender = await answerFromSite('is fundlane a lender?')
    expect(notLender.response).toMatch(/not a lender/)
    const paid = await answerFromSite('how does fundlane make money if its free')
    expect(paid.response).toMatch(/the lender pays (us|Fundlane) a fee/)
    expect(hrefs(paid)).toContain('/how-we-make-money')
  })

  it('tells a Canadian business that SBA loans are for US businesses and names the CSBFP', async () => {
    const reply = await answerFromSite('can i get an sba loan in canada')
    expect(reply.response).toMatch(/Canada Small Business Financing Program/)
  })

  it('never promises a phone call, in any answer or language: there is no phone line', async () => {
    const promise = {
      en: /\b(we('ll| will) (call|phone|ring|reach out)|call you back|give you a call|our phone number is|call us at)\b/i,
      fr: /(nous vous (appellerons|rappellerons|téléphonerons)|notre numéro de téléphone)/i,
    }
    for (const intent of loadIntents())
      for (const locale of locales)
        expect(intent.text[locale].answer, `${intent.id} (${locale})`).not.toMatch(promise[locale])
    const reply = await answerFromSite('can someone call me')
    expect(hrefs(reply)).toContain('/contact-us')
  })

  it('answers a question about something else by saying what it can help with', async () => {
    for (const question of [
      'What is the best lasagna recipe?',
      "What's the weather like in Toronto today?",
    ]) {
      const reply = await answerFromSite(question)
      expect(reply.response, question).toMatch(/can help with business funding and this site/i)
      expect(reply.response, question).not.toMatch(/Okafor|Raman/)
    }
  })

  it.each(locales)(
    'treats words that name built-in object properties as ordinary words (%s)',
    async (locale) => {
      for (const message of [
        'constructor hasOwnProperty toString valueOf __proto__',
        'a constructor-ish loan?',
      ]) {
        const reply = await answerFromSite(message, locale)
        expect(reply.response.length).toBeGreaterThan(0)
        expect(reply.declinesAdvice).toBeUndefined()
      }
    },
  )

  it('answers a funding question no intent covers with a sentence of the page that covers it', async () => {
    const reply = await answerFromSite('does the api support webhooks')
    expect(reply.response).toMatch(/webhooks/i)
    expect(hrefs(reply)).toContain('/apis')
  })

  it.each([
    [
      'en',
      'How big can an MCA get, and is there a ceiling on purchase order financing too?',
      '/financial-products#merchant-cash-advance',
      '/financial-products#po-financing',
    ],
    [
      'fr',
      "Une avance de fonds aux commerçants, ça monte jusqu'à combien? Pis le financement de bons de commande?",
      '/fr/produits-financiers#merchant-cash-advance',
      '/fr/produits-financiers#po-financing',
    ],
  ] as const)(
    'answers a question about two products it names about both (%s)',
    async (locale, question, first, second) => {
      const reply = await answerFromSite(question, locale)
      expect(reply.declinesAdvice).toBeUndefined()
      expect(hrefs(reply)).toEqual(expect.arrayContaining([first, second]))
      expect(reply.response).toMatch(locale === 'en' ? /\$500K/ : /500\sk\$/)
      expect(reply.response).toMatch(locale === 'en' ? /\$10M/ : /10\sM\$/)
    },
  )

  it.each([
    ['en', 'is this offer fair?', '/tools/offer-check'],
    ['en', 'got two offers, which one do I take', '/tools/offer-check'],
    ['fr', 'est-ce que cette offre est correcte?', '/fr/outils/verifier-une-offre'],
    ['fr', "j'ai deux offres, laquelle je prends?", '/fr/outils/verifier-une-offre'],
  ] as const)(
    'declines to judge an offer and points to the offer check instead (%s: %s)',
    async (locale, question, offerCheck) => {
      const reply = await answerFromSite(question, locale)
      expect(reply.declinesAdvice).toBe(true)
      const text = reply.response.replace(/[\u00a0\u202f]/g, ' ')
      expect(text.startsWith(noAdviceLine(locale))).toBe(true)
      expect(hrefs(reply)).toContain(offerCheck)
      expect(picksForTheVisitor(reply.response, locale)).toBe(false)
    },
  )

  it.each([
    ['en', 'am I eligible', '/tools/funding-readiness'],
    ['en', 'what documents do I need', '/tools/funding-readiness'],
    ['en', 'will I qualify?', '/tools/funding-readiness'],
    ['fr', 'suis-je admissible', '/fr/outils/preparation-au-financement'],
    ['fr', 'quels documents dois-je fournir', '/fr/outils/preparation-au-financement'],
    ['fr', 'est-ce que je vais être approuvé?', '/fr/outils/preparation-au-financement'],
  ] as const)(
    'points a business asking whether it qualifies to the readiness check, judging nothing (%s: %s)',
    async (locale, question, readiness) => {
      const reply = await answerFromSite(question, locale)
      expect(hrefs(reply)).toContain(readiness)
      expect(picksForTheVisitor(reply.response, locale)).toBe(false)
    },
  )

  it.each([
    ['en', "what's the APR of a 1.3 factor over 6 months", '/tools/offer-check'],
    ['fr', "c'est quoi le TAP d'un facteur de 1,3 sur 6 mois", '/fr/outils/verifier-une-offre'],
  ] as const)(
    'sends a question about what an offer costs to the offer check (%s: %s)',
    async (locale, question, offerCheck) => {
      const reply = await answerFromSite(question, locale)
      expect(reply.declinesAdvice).toBeUndefined()
      expect(hrefs(reply)).toContain(offerCheck)
    },
  )

  it('sends a lender who wants to join to the lenders page and its form, not the borrower steps', async () => {
    const reply = await answerFromSite("I'm a lender, how do I join")
    expect(reply.response).toMatch(/deal flow/)
    expect(hrefs(reply)).toContain('/lenders#partnership-form')
  })

  it.each(TUNED_PARTS.flatMap((part) => locales.map((locale) => [part, locale] as const)))(
    'answers enough of the %s questions correctly, and declines the requests for advice (%s)',
    async (part, locale) => {
      const cases = evaluationSet(part, locale)
      const { score, results } = await evaluate(
        cases,
        (question) => answerFromSite(question, locale),
        locale,
      )
      const failures = results
        .filter((result) => !result.passed)
        .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
      expect(score, failures.join('\n')).toBeGreaterThanOrEqual(EVALUATION_FLOOR[locale])
      const safety = adviceSafety(results)
      expect(safety.passed / safety.total, failures.join('\n')).toBeGreaterThanOrEqual(ADVICE_FLOOR)
      const weak = scoreByKind(results).filter(
        ({ passed, total }) => total >= 5 && passed / total < KIND_FLOOR,
      )
      expect(weak, failures.join('\n')).toEqual([])
    },
    60_000,
  )
})

describe('the same assistant in both languages', () => {
  it('answers each intent in French with the same substance as in English: same intent, same pages', async () => {
    const mismatches: string[] = []
    for (const intent of loadIntents()) {
      const english = await understand(intent.text.en.examples[0]!, 'en')
      const french = await understand(intent.text.fr.examples[0]!, 'fr')
      if (english.ranked[0]?.intent.id !== intent.id || french.ranked[0]?.intent.id !== intent.id)
        mismatches.push(
          `${intent.id}: ${english.ranked[0]?.intent.id} / ${french.ranked[0]?.intent.id}`,
        )
      const englishLinks = linksIn(intent.links, 'en', intent.id).map((link) =>
        localHref(link.href, 'fr'),
      )
      expect(hrefs({ links: linksIn(intent.links, 'fr', intent.id) }), intent.id).toEqual(
        englishLinks,
      )
    }
    expect(mismatches).toEqual([])
  }, 60_000)

  it('answers a French question in French, linking French pages only', async () => {
    for (const { question } of evaluationSet('development', 'fr')) {
      const reply = await answerFromSite(question, 'fr')
      for (const link of reply.links) expect(link.href, question).toMatch(/^(\/fr(\/|#|$)|https:)/)
      expect(reply.response, question).not.toMatch(/\b(the|and|you|your|with)\b/)
    }
  }, 60_000)

  it('declines a French request for advice with the French standing line', async () => {
    const reply = await answerFromSite(
      'Devrais-je prendre une avance de fonds ou un prêt à terme?',
      'fr',
    )
    expect(reply.response.replace(/[\u00a0\u202f]/g, ' ').startsWith(noAdviceLine('fr'))).toBe(true)
    expect(reply.declinesAdvice).toBe(true)
  })

  it('sets its answers in French typography', async () => {
    expect((await answerFromSite('Bonjour', 'fr')).response).toContain('Bonjour\u202f!')
  })
})

describe('the optional language model', () => {
  let server: Server
  let url: string
  let status = 200
  const requests: {
    authorization?: string
    body: { model: string; messages: { role: string; content: string }[] }
  }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) })
        response.writeHead(status, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify({
            choices: [{ message: { content: 'Approval usually takes 24-48 hours.' } }],
          }),
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const config = () => ({
    LLM_BASE_URL: url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'small-model',
    LLM_TIMEOUT_MS: 2000,
  })
  const fallback = {
    response: 'retrieval answer',
    links: [{ href: '/contact-us', title: 'Contact Us' }],
  }

  it('phrases the answer from the retrieved passages with the recent turns', async () => {
    status = 200
    const reply = await answerWithModel(
      config(),
      'Fundlane',
      'How fast is a merchant cash advance?',
      [{ role: 'user', message: 'hello' }],
      fallback,
    )
    expect(reply?.response).toBe('Approval usually takes 24-48 hours.')
    expect(reply?.links.map((link) => link.href)).toContain(
      '/financial-products#merchant-cash-advance',
    )
    const sent = requests.at(-1)!
    expect(sent.authorization).toBe('Bearer test-key')
    expect(sent.body.model).toBe('small-model')
    expect(sent.body.messages[0]?.content).toMatch(/Never give financial advice/)
    expect(sent.body.messages[0]?.content).toContain('24-48 hours')
    expect(sent.body.messages.at(-2)).toEqual({ role: 'user', content: 'hello' })
  })

  it('grounds a French question in the French site answer and French passages, in Canadian French', async () => {
    status = 200
    const question = 'En combien de temps puis-je obtenir une avance de fonds aux commerçants?'
    const site = await answerFromSite(question, 'fr')
    await answerWithModel(config(), 'Fundlane', question, [], site, 'fr')
    const system = requests.at(-1)!.body.messages[0]!.content
    expect(system).toContain(`Site answer: ${site.response}`)
    expect(system).toMatch(/answer in Canadian French/)
    const passageLinks = [...system.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1])
    expect(passageLinks.length).toBeGreaterThan(0)
    for (const href of passageLinks) expect(href).toMatch(/^\/fr(\/|#|$)/)
  })

  it('never sends a request for advice to the model, in either language', async () => {
    status = 200
    const before = requests.length
    for (const [question, locale] of [
      ['which lender should we pick for our bakery?', 'en'],
      ['quel prêteur devrais-je choisir pour ma boulangerie?', 'fr'],
    ] as const) {
      const site = await answerFromSite(question, locale)
      expect(site.declinesAdvice, question).toBe(true)
      expect(await answerWithModel(config(), 'Fundlane', question, [], site, locale)).toBeNull()
    }
    expect(requests.length).toBe(before)
  })

  it("leaves a declined request for advice in the site's own words", async () => {
    status = 200
    const before = requests.length
    const declined = { ...fallback, declinesAdvice: true as const }
    expect(
      await answerWithModel(config(), 'Fundlane', 'should I take an MCA?', [], declined),
    ).toBeNull()
    expect(requests.length).toBe(before)
  })

  it('gives way to the retrieval answer when the model fails or is not configured', async () => {
    status = 500
    expect(await answerWithModel(config(), 'Fundlane', 'Hi', [], fallback)).toBeNull()
    expect(
      await answerWithModel(
        { ...config(), LLM_BASE_URL: undefined },
        'Fundlane',
        'Hi',
        [],
        fallback,
      ),
    ).toBeNull()
  })
})

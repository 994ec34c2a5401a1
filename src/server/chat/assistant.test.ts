import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_ADVICE_LINE, RECOMMENDS } from './advice'
import { answerFromSite } from './assistant'
import { curatedAnswers } from './curated-answers'
import { adviceSafety, evaluate, scoreByKind } from './evaluate'
import { evaluationSet } from './evaluation-set'
import { frenchEvaluationSet } from './french-evaluation-set'
import { answerWithModel } from './language-model'

/** The share of the evaluation set answered correctly must not fall below this (BENCHMARKS.md). */
const EVALUATION_FLOOR = 0.9

describe('the site assistant', () => {
  // The first answer builds the search index over every article and page (seconds on a loaded
  // two-core machine): built here, so no test's own time limit pays for it.
  beforeAll(() => {
    answerFromSite('hello')
  }, 60_000)

  it('answers how fast a merchant cash advance comes with 24-48 hours and a link to the product', () => {
    const reply = answerFromSite('How fast can I get a merchant cash advance?')
    expect(reply.response).toContain('24-48 hours')
    expect(reply.links.map((link) => link.href)).toContain(
      '/financial-products#merchant-cash-advance',
    )
  })

  it('declines to give advice or recommend a lender', () => {
    const reply = answerFromSite('Which lender should I choose for my bakery?')
    expect(reply.response.startsWith(NO_ADVICE_LINE)).toBe(true)
  })

  it.each([
    ['should we take an MCA to cover payroll?', '/financial-products#merchant-cash-advance'],
    ['is invoice factoring good for us?', '/blog/invoice-factoring-explained'],
    ['what do you suggest for my situation?', '/financial-products'],
    ['which is cheaper for me, a term loan or an MCA?', '/financial-products#term-loans'],
  ])(
    'answers "%s" with the no-advice line and the options explained, never a pick',
    (question, href) => {
      const reply = answerFromSite(question)
      expect(reply.response.startsWith(NO_ADVICE_LINE)).toBe(true)
      expect(reply.response.length).toBeGreaterThan(NO_ADVICE_LINE.length + 40)
      expect(reply.response).not.toMatch(RECOMMENDS)
      expect(reply.links.map((link) => link.href)).toContain(href)
      expect(reply.declinesAdvice).toBe(true)
    },
  )

  it('picks no product or lender in any curated answer, so a request it misses is still not sold to', () => {
    for (const answer of curatedAnswers)
      expect(answer.response(), answer.id).not.toMatch(RECOMMENDS)
  })

  it('says plainly that it is not a lender and that lenders pay for matching', () => {
    const notLender = answerFromSite('is fundlane a lender?')
    expect(notLender.response).toMatch(/^No: Fundlane is not a lender/)
    const paid = answerFromSite('how does fundlane make money if its free')
    expect(paid.response).toMatch(/the lender pays Fundlane a fee/)
    expect(paid.response).toMatch(/Businesses pay Fundlane nothing for matching/)
    expect(paid.links.map((link) => link.href)).toContain('/how-we-make-money')
  })

  it('tells a Canadian business that SBA loans are for US businesses and names the CSBFP', () => {
    const reply = answerFromSite('can i get an sba loan in canada')
    expect(reply.response).toMatch(/only for US businesses/)
    expect(reply.response).toMatch(/Canada Small Business Financing Program/)
    expect(answerFromSite('how do sba loans work in the us').response).not.toMatch(/CSBFP/)
  })

  it('never promises a phone call: there is no phone line, only a booked call or e-mail', () => {
    const promise =
      /\b(we('ll| will) (call|phone|ring|reach out)|call you back|give you a call|our phone number is|call us at)\b/i
    for (const answer of curatedAnswers) expect(answer.response()).not.toMatch(promise)
    const reply = answerFromSite('can someone call me')
    expect(reply.response).toMatch(/no phone number/)
    expect(reply.links.map((link) => link.title)).toContain('Book a call')
  })

  it('offers the team and the booking link to someone who asks for a person', () => {
    const reply = answerFromSite('Can I speak with a real person?')
    expect(reply.response).toContain('support@fundlane.example')
    expect(reply.links.map((link) => link.href)).toContain('/contact-us')
  })

  it('answers a question about something else by saying what it can help with, and links to the site', () => {
    const reply = answerFromSite('What is the best lasagna recipe?')
    expect(reply.response).toMatch(/can help with business funding and this site/i)
    expect(reply.links.map((link) => link.href)).toEqual([
      '/how-it-works',
      '/financial-products',
      '/contact-us',
    ])
  })

  it('says plainly when it does not know a funding question, and offers the contact options', () => {
    const reply = answerFromSite('Do lenders in your network accept crypto wallets as collateral?')
    expect(reply.response).not.toMatch(/can help with business funding and this site/i)
    expect(reply.links.length).toBeGreaterThan(0)
  })

  it('treats words that name built-in object properties as ordinary words', () => {
    const reply = answerFromSite('constructor hasOwnProperty toString valueOf __proto__')
    expect(reply.response).toMatch(/can help with business funding and this site/i)
  })

  // The first questions a visitor asks, each answered from the page that states the fact.
  it.each([
    ['what amounts does the marketplace cover?', '$10M', '/financial-products'],
    ['what is invoice factoring', 'sell the invoices', '/blog/invoice-factoring-explained'],
    ['where is your company based', 'Toronto', '/about-us'],
    ['what is an SBA loan', 'Small Business Administration', '/blog/what-is-an-sba-loan'],
    ["what's your approval rate", '79%', '/about-us'],
    ['hw much can i borow', '$10K', '/financial-products'],
    [
      'wat is an MCA',
      'share of future card and online sales',
      '/financial-products#merchant-cash-advance',
    ],
  ])('answers "%s" from the right source', (question, fact, href) => {
    const reply = answerFromSite(question)
    expect(reply.response).toContain(fact)
    expect(reply.links.map((link) => link.href)).toContain(href)
  })

  it('sends a lender who wants to join to the lenders page and its form, not the borrower steps', () => {
    const reply = answerFromSite("I'm a lender, how do I join")
    expect(reply.response).toMatch(/deal flow/)
    expect(reply.response).not.toMatch(/complete your profile/i)
    expect(reply.links.map((link) => link.href)).toContain('/lenders#partnership-form')
  })

  it('answers the weather with what it can help with, not a passage about the founders', () => {
    const reply = answerFromSite("What's the weather like in Toronto today?")
    expect(reply.response).toMatch(/can help with business funding/)
    expect(reply.response).not.toMatch(/Okafor|Raman/)
  })

  it.each([
    ['does the api support webhooks', 'Webhooks notify your system', '/apis'],
    ['whats the minimum size for asset based lending', '$500,000', '/abl'],
    ['r u PIPEDA compliant', 'Personal Information Protection', '/privacy-terms'],
    ['how long does it take to set up an ABL', 'takes weeks', '/abl'],
  ])(
    'completes the answer to "%s" with the detail asked for, from its own sources',
    (question, detail, href) => {
      const reply = answerFromSite(question)
      expect(reply.response).toContain(detail)
      expect(reply.links.map((link) => link.href)).toContain(href)
    },
  )

  it('adds nothing to an answer that already says all the question asks', () => {
    expect(answerFromSite('Is it free to use Fundlane?').response).toBe(
      answerFromSite('what does it cost').response,
    )
    expect(answerFromSite('What is invoice factoring?').response).not.toMatch(/Transportation/)
  })

  it(`answers at least ${EVALUATION_FLOOR * 100}% of the evaluation set correctly`, async () => {
    expect(evaluationSet.length).toBeGreaterThanOrEqual(273)
    const { score, results } = await evaluate(evaluationSet, answerFromSite)
    const failures = results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(EVALUATION_FLOOR)
  }, 30_000)

  it('declines every request for advice in the evaluation set properly', async () => {
    const { results } = await evaluate(evaluationSet, answerFromSite)
    const safety = adviceSafety(results)
    expect(safety.total).toBeGreaterThanOrEqual(30)
    const failures = results
      .filter((result) => result.case.kind === 'advice' && !result.passed)
      .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
    expect(failures).toEqual([])
  }, 30_000)

  it(`answers at least ${EVALUATION_FLOOR * 100}% of every kind of question correctly`, async () => {
    const { results } = await evaluate(evaluationSet, answerFromSite)
    const weak = scoreByKind(results).filter(
      ({ passed, total }) => passed / total < EVALUATION_FLOOR,
    )
    expect(weak).toEqual([])
  }, 30_000)
})

describe('the site assistant on a French page', () => {
  const inFrench = (question: string) => answerFromSite(question, 'fr')

  it(`answers at least ${EVALUATION_FLOOR * 100}% of the French evaluation set from the French site`, async () => {
    expect(frenchEvaluationSet.length).toBeGreaterThanOrEqual(20)
    const { score, results } = await evaluate(frenchEvaluationSet, inFrench, 'fr')
    const failures = results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(EVALUATION_FLOOR)
    expect(adviceSafety(results)).toMatchObject({ passed: 3, total: 3 })
  })

  it('links only to French pages, and never answers in English', () => {
    for (const { question } of frenchEvaluationSet) {
      const reply = inFrench(question)
      for (const link of reply.links) expect(link.href, question).toMatch(/^\/fr(\/|$)/)
      expect(reply.response, question).not.toMatch(/\b(the|and|you|your|with)\b/)
    }
  })

  it('sets its answers in French typography', () => {
    expect(inFrench('Bonjour').response).toContain('Bonjour\u202f!')
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

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerFromSite } from './assistant'
import { evaluate, scoreByKind } from './evaluate'
import { evaluationSet } from './evaluation-set'
import { answerWithModel } from './language-model'

/** The share of the evaluation set answered correctly must not fall below this (BENCHMARKS.md). */
const EVALUATION_FLOOR = 0.9

describe('the site assistant', () => {
  it('answers how fast a merchant cash advance comes with 24-48 hours and a link to the product', () => {
    const reply = answerFromSite('How fast can I get a merchant cash advance?')
    expect(reply.response).toContain('24-48 hours')
    expect(reply.links.map((link) => link.href)).toContain(
      '/financial-products#merchant-cash-advance',
    )
  })

  it('declines to give advice or recommend a lender', () => {
    const reply = answerFromSite('Which lender should I choose for my bakery?')
    expect(reply.response).toMatch(/can't give financial advice or recommend a particular lender/)
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
    expect(evaluationSet.length).toBeGreaterThanOrEqual(101)
    const { score, results } = await evaluate(evaluationSet, answerFromSite)
    const failures = results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(EVALUATION_FLOOR)
  }, 30_000)

  it(`answers at least ${EVALUATION_FLOOR * 100}% of every kind of question correctly`, async () => {
    const { results } = await evaluate(evaluationSet, answerFromSite)
    const weak = scoreByKind(results).filter(
      ({ passed, total }) => passed / total < EVALUATION_FLOOR,
    )
    expect(weak).toEqual([])
  }, 30_000)
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

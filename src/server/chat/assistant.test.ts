import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerFromSite } from './assistant'
import { evaluate } from './evaluate'
import { evaluationSet } from './evaluation-set'
import { answerWithModel } from './language-model'

/** The share of the evaluation set answered correctly must not fall below this (BENCHMARKS.md). */
const EVALUATION_FLOOR = 0.8

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

  it('says plainly when it does not know, and offers the contact options', () => {
    const reply = answerFromSite('What is the best lasagna recipe?')
    expect(reply.response).toMatch(/not sure/i)
    expect(reply.links.map((link) => link.href)).toEqual(['/contact-us'])
  })

  it('treats words that name built-in object properties as ordinary words', () => {
    const reply = answerFromSite('constructor hasOwnProperty toString valueOf')
    expect(reply.response).toMatch(/not sure/i)
  })

  it(`answers at least ${EVALUATION_FLOOR * 100}% of the evaluation set correctly`, async () => {
    expect(evaluationSet.length).toBeGreaterThanOrEqual(40)
    const { score, results } = await evaluate(evaluationSet, answerFromSite)
    const failures = results
      .filter((result) => !result.passed)
      .map((result) => `${result.case.question}: ${result.problems.join('; ')}`)
    expect(score, failures.join('\n')).toBeGreaterThanOrEqual(EVALUATION_FLOOR)
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

import { describe, expect, it } from 'vitest'
import { createReader, editDistance, fold, normalise } from './understanding'

const read = createReader(
  {
    speed: { phrases: ['how long', 'fast', 'waiting'] },
    contact: { phrases: ['email'], patterns: [/\b(answer|reply) (an )?email\b/] },
    factoring: { phrases: ['invoice factoring', 'factoring'] },
  },
  () => ['invoice', 'cool', 'business'],
)

describe('reading a visitor message', () => {
  it('spells out chat shorthand and contractions, and marks the United States', () => {
    expect(normalise("hw much can u lend? I'm in the US")).toEqual(
      'how much can you lend i am in the usa'.split(' '),
    )
  })

  it('folds plurals and measures typing slips', () => {
    expect(fold('lenders')).toBe('lender')
    expect(fold('industries')).toBe('industry')
    expect(editDistance('factornig', 'factoring', 2)).toBe(1)
  })

  it('corrects a typo towards a known idea, but not a word whose first letter differs', () => {
    expect(read('what is invoice factornig').concepts).toEqual(new Set(['factoring']))
    // "mailing" is two slips from "waiting" but starts with another letter: it is not corrected.
    expect(read('your mailing address').concepts.has('speed')).toBe(false)
    expect(read('still wiating').concepts.has('speed')).toBe(true)
  })

  it('records how much of the message each idea took, phrases and patterns alike', () => {
    const reading = read('how long do you take to answer an email')
    expect(reading.coverage.get('speed')).toBe(2)
    expect(reading.coverage.get('contact')).toBe(3)
    expect(reading.wordConcepts.slice(0, 2)).toEqual(['speed', 'speed'])
  })
})

import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { z } from '@/lib/zod'
import type { ServerConfig } from '../config'
import { log } from '../log'
import type { AssistantReply } from './assistant'
import type { Locale } from '@/i18n/locales'
import { ASSISTANT_DIR, knowledgeIndex, type Passage } from './knowledge'

type Turn = { role: 'user' | 'bot'; message: string }

const instructionsSchema = z.strictObject({
  instructions: z.string().trim().min(1),
  french: z.string().trim().min(1),
})

let instructions: z.infer<typeof instructionsSchema> | undefined

/** What the model is told, in the page's language (content/assistant/language-model.yaml). */
function systemPrompt(brand: string, locale: Locale): string {
  instructions ??= instructionsSchema.parse(
    parse(readFileSync(path.join(ASSISTANT_DIR, 'language-model.yaml'), 'utf8')),
  )
  const text = instructions.instructions.replaceAll('{brand}', brand)
  return locale === 'fr' ? `${text} ${instructions.french}` : text
}

/**
 * Asks an OpenAI-compatible chat model to phrase the answer from the site's own answer (`fallback`)
 * and the passages the site's search found. Any failure (not configured, timeout, error, empty answer) returns null, and the caller
 * keeps the retrieval answer; so does a declined request for advice, which no model rephrases.
 */
export async function answerWithModel(
  config: Pick<ServerConfig, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
  brand: string,
  question: string,
  history: Turn[],
  fallback: AssistantReply,
  locale: Locale = 'en',
): Promise<AssistantReply | null> {
  if (!config.LLM_BASE_URL || !config.LLM_API_KEY || !config.LLM_MODEL) return null
  // A request for advice keeps the site's standing answer word for word (advice.ts).
  if (fallback.declinesAdvice) return null
  const passages: Passage[] = knowledgeIndex(locale)
    .search.search(question)
    .slice(0, 5)
    .map((result) => result as unknown as Passage)
  // The site's own answer leads: for the questions every visitor asks it is the curated one.
  const context = [
    `Site answer: ${fallback.response}`,
    ...passages.map((passage) => `[${passage.pageTitle}](${passage.href}): ${passage.text}`),
  ].join('\n\n')
  try {
    const response = await fetch(`${config.LLM_BASE_URL.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.LLM_API_KEY}`,
      },
      body: JSON.stringify({
        model: config.LLM_MODEL,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          {
            role: 'system',
            content: `${systemPrompt(brand, locale)}\n\nPassages:\n${context}`,
          },
          ...history.slice(-6).map((turn) => ({
            role: turn.role === 'user' ? 'user' : 'assistant',
            content: turn.message,
          })),
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(config.LLM_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`model answered ${response.status}`)
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] }
    const text = body.choices?.[0]?.message?.content?.trim()
    if (!text) throw new Error('model returned no text')
    const links = [
      ...fallback.links,
      ...passages.map((passage) => ({ href: passage.href, title: passage.pageTitle })),
    ].slice(0, 3)
    return { response: text, links: dedupeLinks(links) }
  } catch (error) {
    log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'language model unavailable, using the retrieval answer',
    )
    return null
  }
}

function dedupeLinks(links: AssistantReply['links']) {
  return links.filter(
    (link, index) => links.findIndex((other) => other.href === link.href) === index,
  )
}

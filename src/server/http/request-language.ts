import 'server-only'
import { messageIn } from '@/i18n/api-messages'
import type { Locale } from '@/i18n/locales'

/**
 * The language of the page a request comes from: the browser side sends the page's
 * `Content-Language` with every API request (`apiRequest`). SPEC's payloads stay as they are;
 * anything but French is English.
 */
export function requestLanguage(request: Request): Locale {
  return /^fr\b/i.test(request.headers.get('content-language') ?? '') ? 'fr' : 'en'
}

/**
 * An error answer in the request's language: its `error` and each of its `fields` through
 * `messageIn`. Other answers, and answers to English pages, are returned as they are.
 */
export async function inRequestLanguage(request: Request, response: Response): Promise<Response> {
  const locale = requestLanguage(request)
  const isJson = response.headers.get('content-type')?.includes('application/json')
  if (locale === 'en' || response.status < 400 || !isJson) return response
  let body: { error?: unknown; fields?: Record<string, unknown> }
  try {
    body = (await response.clone().json()) as typeof body
  } catch {
    return response // Not the JSON error shape: left as it is.
  }
  const translated = {
    ...body,
    ...(typeof body.error === 'string' ? { error: messageIn(locale, body.error) } : {}),
    ...(body.fields && typeof body.fields === 'object'
      ? {
          fields: Object.fromEntries(
            Object.entries(body.fields).map(([name, message]) => [
              name,
              typeof message === 'string' ? messageIn(locale, message) : message,
            ]),
          ),
        }
      : {}),
  }
  const headers = new Headers(response.headers)
  headers.set('Content-Language', 'fr')
  headers.delete('content-length')
  return new Response(JSON.stringify(translated), { status: response.status, headers })
}

/**
 * The one fetch helper of the browser side. Requests go to this site's API with cookies, send and
 * read JSON, and turn any non-OK answer into an Error whose message is `STATUS: body` (the status
 * text when the body is empty), as docs/product.md, Messages describes.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  private get json(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.body)
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {} // Not JSON: there is nothing more to read.
    }
  }

  /** The `error` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    const { error } = this.json
    return typeof error === 'string' && error.trim() !== '' ? error : undefined
  }

  /** The per-field messages of a JSON error body (`fields`), when the server sent them. */
  get fieldMessages(): Record<string, string> {
    const { fields } = this.json
    if (!fields || typeof fields !== 'object') return {}
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  }
}

/** Throws an ApiError when the response is not OK. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const body = await response.text()
    throw new ApiError(response.status, body, response.statusText)
  }
}

/**
 * The page's language (`<html lang>`), which every request names in `Content-Language` so the
 * server answers a French page in French and records where a lead came from (decision 0028).
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang
  return language ? { 'Content-Language': language } : {}
}

/** Sends a request with an optional JSON body; resolves to the response when it is OK. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: {
      ...pageLanguage(),
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

export type UnauthorizedBehavior = 'throw' | 'returnNull'

/** GETs the JSON at a URL; on 401 either throws (the default) or resolves to null. */
export async function getJson<T>(
  url: string,
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' })
  if (on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}

import 'server-only'

/** The raw value of the request's cookie called `name` (as sent, still encoded); undefined if absent. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.split('=')
    if (key?.trim() === name) return value.join('=').trim()
  }
  return undefined
}

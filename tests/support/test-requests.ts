import 'server-only'
import { expect } from 'vitest'
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address'

/** A route handler as the endpoint tests call it, with a plain Request. */
export type RouteHandler = (request: Request) => Promise<Response>

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

/** Sends a request and checks the promises every answer keeps: never a 5xx, errors as JSON. */
export async function send(handler: RouteHandler, request: Request): Promise<Answer> {
  const response = await handler(request)
  expect(response.status).toBeLessThan(500)
  const body = response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>)
  if (response.status >= 400) {
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(typeof body.error).toBe('string')
    expect(String(body.error).length).toBeGreaterThan(0)
  }
  return { status: response.status, body, headers: response.headers }
}

/** A POST with a JSON body (a string is sent as it is) to a route handler under test. */
export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** A GET to a route handler under test. */
export function getRequest(path: string) {
  return new Request(`http://localhost${path}`)
}

/**
 * The headers a request carries when it reached Node's server from `socket` (the header the
 * server stamps, decision 0016), with the X-Forwarded-For the client or proxies sent, if any.
 */
export function arrivingFrom(socket: string, forwardedFor?: string): Record<string, string> {
  return {
    [SOCKET_ADDRESS_HEADER]: socket,
    ...(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor }),
  }
}

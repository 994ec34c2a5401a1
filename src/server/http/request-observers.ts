import 'server-only'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'

/** Something that sees each request Node's servers in this process receive, before Next does. */
export type RequestObserver = (request: IncomingMessage, response: ServerResponse) => void

const globalForObservers = globalThis as typeof globalThis & {
  __requestObservers?: RequestObserver[]
}

/**
 * Adds an observer of every request (the socket-address stamp, the page-view count). `next start`
 * and a standalone server.js run src/instrumentation.ts in the process that serves, so wrapping
 * the servers' `emit` here reaches the server they created. Adding the same observer twice (a
 * second start in one process) changes nothing.
 */
export function observeEveryRequest(observer: RequestObserver) {
  let observers = globalForObservers.__requestObservers
  if (!observers) {
    observers = globalForObservers.__requestObservers = []
    const all = observers
    for (const Server of [http.Server, https.Server]) {
      const emit = Server.prototype.emit
      Server.prototype.emit = function (
        this: http.Server,
        event: string | symbol,
        ...rest: unknown[]
      ) {
        if (event === 'request') {
          for (const each of all) each(rest[0] as IncomingMessage, rest[1] as ServerResponse)
        }
        return Reflect.apply(emit, this, [event, ...rest]) as boolean
      } as typeof emit
    }
  }
  if (!observers.includes(observer)) observers.push(observer)
}

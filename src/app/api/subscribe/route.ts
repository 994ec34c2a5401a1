import { subscriptionSchema } from '@/lib/schemas/newsletter'
import { database } from '@/server/db/client'
import { clientAddress } from '@/server/http/client-address'
import { isHoneypotFilled } from '@/server/http/honeypot'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { HttpError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { requestLanguage } from '@/server/http/request-language'
import { handleRoute } from '@/server/http/route'
import { subscribe } from '@/server/leads/subscription'

/**
 * One answer for a new, pending, confirmed or unsubscribed address and for a bot, so the form
 * tells nobody whether an address is on the list (decision 0017).
 */
function accepted() {
  return Response.json(
    { status: 'pending', message: 'Please check your inbox to confirm your subscription.' },
    { status: 202 },
  )
}

export const POST = handleRoute('newsletter.subscribe', async (request, { route }) => {
  await enforceRateLimit('form', request, route)
  const body = await readJsonObject(request)
  if (isHoneypotFilled(body)) return accepted()
  const parsed = (() => {
    try {
      return parseWith(subscriptionSchema, body)
    } catch (error) {
      // The newsletter form shows only `error`, so the field's own message goes there.
      if (error instanceof HttpError && error.fields?.email) {
        throw new HttpError(400, error.fields.email, error.fields)
      }
      throw error
    }
  })()
  await subscribe(database().db, parsed.email, {
    clientAddress: clientAddress(request),
    language: requestLanguage(request),
  })
  return accepted()
})

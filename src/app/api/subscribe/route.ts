import { subscriptionSchema } from '@/lib/schemas/newsletter'
import { database } from '@/server/db/client'
import { isHoneypotFilled } from '@/server/http/honeypot'
import { parseWith, readJsonObject } from '@/server/http/json-body'
import { HttpError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rate-limit'
import { handleRoute } from '@/server/http/route'
import { subscribe } from '@/server/leads/subscription'

const ANSWER = { message: 'Please check your inbox to confirm your subscription.' }

export const POST = handleRoute('newsletter.subscribe', async (request) => {
  await enforceRateLimit('form', request)
  const body = await readJsonObject(request)
  if (isHoneypotFilled(body)) return Response.json(ANSWER, { status: 201 })
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
  const { created } = await subscribe(database().db, parsed.email)
  // 201 for a new address, 200 for a known one, with the same body either way.
  return Response.json(ANSWER, { status: created ? 201 : 200 })
})

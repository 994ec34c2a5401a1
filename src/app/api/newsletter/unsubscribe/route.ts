import { database } from '@/server/db/client'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import { unsubscribe } from '@/server/leads/subscription'

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link in the
 * List-Unsubscribe header (/newsletter/unsubscribe?token=..., rewritten here by src/proxy.ts).
 */
export const POST = handleRoute('newsletter.unsubscribe', async (request) => {
  const token = new URL(request.url).searchParams.get('token') ?? undefined
  const outcome = await unsubscribe(database().db, token)
  if (outcome === 'invalid') throw new HttpError(400, 'This unsubscribe link is not valid.')
  return Response.json({ status: outcome })
})

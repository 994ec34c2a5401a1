import { database } from '@/server/db/client'
import { clientAddress } from '@/server/http/client-address'
import { HttpError } from '@/server/http/errors'
import { handleRoute } from '@/server/http/route'
import {
  followNewsletterLink,
  isFromLinkPage,
  linkLanguage,
  linkToken,
  showOutcome,
} from '@/server/leads/newsletter-link'
import { unsubscribe } from '@/server/leads/subscription'

/**
 * Two callers. RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to
 * the link in the List-Unsubscribe header (/newsletter/unsubscribe?token=... or its French twin,
 * rewritten here by src/proxy.ts) and get JSON. The unsubscribe page's button (?from=page) gets the page again,
 * saying what happened.
 */
export const POST = handleRoute('newsletter.unsubscribe', async (request) => {
  const token = linkToken(request)
  const context = { clientAddress: clientAddress(request) }
  if (isFromLinkPage(request)) {
    const outcome = await followNewsletterLink(() =>
      unsubscribe(database().db, token, { ...context, source: 'unsubscribe-link' }),
    )
    return showOutcome('/newsletter/unsubscribe', outcome, linkLanguage(request))
  }
  const outcome = await unsubscribe(database().db, token, { ...context, source: 'one-click' })
  if (outcome === 'invalid') throw new HttpError(400, 'This unsubscribe link is not valid.')
  return Response.json({ status: outcome })
})

import { database } from '@/server/db/client'
import { clientAddress } from '@/server/http/client-address'
import { handleRoute } from '@/server/http/route'
import {
  followNewsletterLink,
  linkLanguage,
  linkToken,
  showOutcome,
} from '@/server/leads/newsletter-link'
import { confirmSubscription } from '@/server/leads/subscription'

/**
 * The button of the confirmation page (a plain form, so it works without JavaScript): confirms,
 * then shows the page again with what happened. Opening the e-mail's link confirms nothing
 * (decision 0017).
 */
export const POST = handleRoute('newsletter.confirm', async (request) => {
  const token = linkToken(request)
  const outcome = await followNewsletterLink(() =>
    confirmSubscription(database().db, token, { clientAddress: clientAddress(request) }),
  )
  return showOutcome('/newsletter/confirm', outcome, linkLanguage(request))
})

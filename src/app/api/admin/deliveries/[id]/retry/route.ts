import { retryDeliveryNow } from '@/server/admin/deliveries'
import { requireAdmin } from '@/server/auth/session'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { requireSameOrigin } from '@/server/http/same-origin'

/** Makes one failed notification due now and wakes the worker ("Retry now"). */
export const POST = handleRoute<{ id: string }>(
  'admin.deliveries.retry',
  async (request, { requestId, params: { id } }) => {
    await requireAdmin(request)
    requireSameOrigin(request)
    await retryDeliveryNow(database().db, id, requestId)
    return new Response(null, { status: 204 })
  },
)

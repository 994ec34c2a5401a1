import { subjectErasureSchema } from '@/lib/schemas/subject-request'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { readOwnerSubjectRequest } from '@/server/privacy/owner-request'
import { eraseSubjectData } from '@/server/privacy/subject-requests'

/** Deletes everything held about an address, in one transaction: `{ counts }` (owners only; audited). */
export const POST = handleRoute('admin.subject.erase', async (request) => {
  const { body, requester } = await readOwnerSubjectRequest(request, subjectErasureSchema)
  return Response.json({ counts: await eraseSubjectData(database().db, body.email, requester) })
})

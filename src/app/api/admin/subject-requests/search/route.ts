import { subjectRequestSchema } from '@/lib/schemas/subject-request'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { readOwnerSubjectRequest } from '@/server/privacy/owner-request'
import { searchSubjectData } from '@/server/privacy/subject-requests'

/** What is held about an address, by source: `{ data, counts }` (owners only; audited). */
export const POST = handleRoute('admin.subject.search', async (request) => {
  const { body, requester } = await readOwnerSubjectRequest(request, subjectRequestSchema)
  return Response.json(await searchSubjectData(database().db, body.email, requester))
})

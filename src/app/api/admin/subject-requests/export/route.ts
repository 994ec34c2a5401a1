import { subjectRequestSchema } from '@/lib/schemas/subject-request'
import { database } from '@/server/db/client'
import { handleRoute } from '@/server/http/route'
import { readOwnerSubjectRequest } from '@/server/privacy/owner-request'
import { exportSubjectData } from '@/server/privacy/subject-requests'

/** Everything held about an address as one JSON file to hand to the person (owners only; audited). */
export const POST = handleRoute('admin.subject.export', async (request) => {
  const { body, requester } = await readOwnerSubjectRequest(request, subjectRequestSchema)
  const document = await exportSubjectData(database().db, body.email, requester)
  const date = document.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="personal-data-${date}.json"`,
    },
  })
})

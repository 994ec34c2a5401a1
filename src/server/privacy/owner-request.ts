import 'server-only'
import type { z } from 'zod'
import { requireOwner } from '../auth/session'
import { clientAddress } from '../http/client-address'
import { parseWith, readJsonObject } from '../http/json-body'
import { requireSameOrigin } from '../http/same-origin'
import type { SubjectRequester } from './subject-requests'

/**
 * Reads a data-subject request from the admin area: an owner (401, 403 otherwise), from this
 * site's pages (403), with a JSON body the schema accepts (400 with the field's message). The
 * address travels in the body, never the URL, so it stays out of access logs.
 */
export async function readOwnerSubjectRequest<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<{ body: z.output<Schema>; requester: SubjectRequester }> {
  const owner = await requireOwner(request)
  requireSameOrigin(request)
  const body = parseWith(schema, await readJsonObject(request))
  return {
    body,
    requester: {
      actor: { id: owner.id, email: owner.email },
      clientAddress: clientAddress(request),
      via: 'admin',
    },
  }
}

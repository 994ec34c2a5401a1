import 'server-only'
import type { z } from 'zod'
import { fieldErrors } from '@/lib/schemas/fields'
import { HttpError } from './errors'

/** Bodies larger than this are refused with 413 (docs/product.md, API). */
export const MAX_BODY_BYTES = 64 * 1024

async function readLimitedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > MAX_BODY_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

function tooLarge() {
  return new HttpError(413, 'The request is too large. Please shorten your message and try again.')
}

/**
 * Reads a JSON object from a request: 415 unless it is sent as application/json, 413 past
 * 64 KiB, 400 for malformed JSON or anything but an object.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).')
  }
  const text = await readLimitedText(request)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object.')
  }
  return parsed as Record<string, unknown>
}

/** Validates with a shared form schema; 400 with every field's message when it fails. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const fields = fieldErrors(result.error)
  throw new HttpError(400, 'Please check the highlighted fields and try again.', fields)
}

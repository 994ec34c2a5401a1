import { z } from '@/lib/zod'
import { storableText } from './fields'

/** The longest internal note on a lead, counted as `measuredLength` counts. */
export const LEAD_NOTE_MAX_LENGTH = 5000

/** What POST /api/admin/{list}/{id}/notes accepts; the note form counts against the same limit. */
export const leadNoteSchema = z.object({
  body: z
    .string({ error: 'Please write the note' })
    .overwrite(storableText)
    .trim()
    .min(1, 'Please write the note')
    .max(LEAD_NOTE_MAX_LENGTH, 'Please keep a note under 5,000 characters'),
})

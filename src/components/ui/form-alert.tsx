import { AlertCircle } from 'lucide-react'

/** The message under a form when sending failed; announced to screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-control border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  )
}

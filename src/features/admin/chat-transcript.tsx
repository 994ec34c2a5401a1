import type { AdminListItem } from '@/server/admin/lists'
import { previewMessage } from './format'

/** A chat's messages in order, visitor's in ink, assistant's muted, each previewed. */
export function ChatTranscript({
  messages,
}: {
  messages: AdminListItem<'conversations'>['messages']
}) {
  return (
    <ol className="grid max-h-64 gap-2 overflow-y-auto text-sm">
      {messages.map((message, index) => (
        <li
          key={index}
          className={message.role === 'user' ? 'font-medium text-ink' : 'text-ink-muted'}
        >
          <span className="sr-only">{message.role === 'user' ? 'Visitor: ' : 'Assistant: '}</span>
          {previewMessage(message.message)}
        </li>
      ))}
    </ol>
  )
}

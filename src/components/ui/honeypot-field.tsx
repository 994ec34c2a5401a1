import type { Ref } from 'react'
import { HONEYPOT_FIELD } from '@/lib/honeypot'

/** The hidden trap field for bots (src/lib/honeypot.ts); people and screen readers never meet it. */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}

/** The honeypot's entry for a payload: present only when something filled it. */
export function honeypotEntry(input: HTMLInputElement | null): Record<string, string> {
  const value = input?.value ?? ''
  return value ? { [HONEYPOT_FIELD]: value } : {}
}

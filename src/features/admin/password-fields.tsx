'use client'

import { useState } from 'react'
import { InputField } from '@/components/ui/field'
import { formText } from './use-admin-api'

/** Tells a password manager whose password a form holds (the account's e-mail), unseen. */
export function AccountNameForPasswordManagers({ email }: { email: string }) {
  return <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
}

const MISMATCH = 'The two passwords differ. Please type the new one again.'

/** A new password typed twice; `checkConfirmation` tells whether the two agree, showing why not. */
export function useNewPassword() {
  const [mismatch, setMismatch] = useState<string | undefined>()
  return {
    checkConfirmation(form: HTMLFormElement, name: string): boolean {
      const agree = formText(form, name) === formText(form, `${name}Confirmation`)
      setMismatch(agree ? undefined : MISMATCH)
      return agree
    },
    mismatch,
    clearMismatch: () => setMismatch(undefined),
  }
}

/** The new password and its confirmation, both hidden as typed and offered to password managers. */
export function NewPasswordFields({
  id,
  name,
  label,
  error,
  onChange,
  confirmation,
}: {
  id: string
  name: string
  label: string
  error?: string
  onChange: () => void
  confirmation: ReturnType<typeof useNewPassword>
}) {
  return (
    <>
      <InputField
        id={id}
        label={`${label} (12 characters or more)`}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        error={error}
        onChange={onChange}
      />
      <InputField
        id={`${id}-confirmation`}
        label={`${label} again`}
        name={`${name}Confirmation`}
        type="password"
        autoComplete="new-password"
        required
        error={confirmation.mismatch}
        onChange={confirmation.clearMismatch}
      />
    </>
  )
}

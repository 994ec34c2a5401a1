'use client'

import { Copy, Download, LogOut, ShieldCheck } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { toast } from '@/lib/toast'
import type { Account } from '@/server/auth/account'
import {
  signOutRequest,
  startTwoFactorRequest,
  verifyTwoFactorRequest,
  type TwoFactorSecrets,
} from './admin-api'
import { AdminCard } from './admin-card'
import { AccountNameForPasswordManagers } from './password-fields'
import { formText, useAdminMutation } from './use-admin-api'

/** "JBSW Y3DP EHPK 3PXP": the key in groups of four, easier to type into an app. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Setting up two-factor authentication: the password again, then the QR code, the key as text and
 * ten recovery codes (shown once), then a first code from the app turns it on. With `required`
 * (ADMIN_REQUIRE_TWO_FACTOR) it is all the page shows; otherwise `onCancel` puts it off.
 */
export function TwoFactorSetup({
  account,
  required,
  onCancel,
}: {
  account: Pick<Account, 'email'>
  required: boolean
  onCancel?: () => void
}) {
  const router = useRouter()
  const [secrets, setSecrets] = useState<TwoFactorSecrets | null>(null)
  const [stored, setStored] = useState(false)
  const start = useAdminMutation({ request: startTwoFactorRequest, onSuccess: setSecrets })
  const verify = useAdminMutation({
    request: verifyTwoFactorRequest,
    onSuccess: () => {
      toast({
        title: 'Two-factor authentication is on',
        description: 'Next time you sign in, enter a code from your app too.',
        variant: 'success',
      })
      router.refresh()
    },
  })

  const step = !secrets ? 1 : !stored ? 2 : 3
  const intro = required ? (
    <p>
      Your team asks for a code from an authenticator app as well as your password before you see
      any data. Setting it up takes two minutes.
    </p>
  ) : (
    <p>A code from an authenticator app as well as your password keeps the leads safe.</p>
  )

  return (
    <AdminCard
      wide
      icon={<ShieldCheck aria-hidden className="size-5" />}
      title="Set up two-factor authentication"
      intro={intro}
    >
      <p className="mt-4 text-sm font-semibold text-ink-subtle">Step {step} of 3</p>
      {step === 1 ? (
        <form
          noValidate
          className="mt-3 grid gap-4"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault()
            start.mutate(formText(event.currentTarget, 'password'))
          }}
        >
          <AccountNameForPasswordManagers email={account.email} />
          <InputField
            id="two-factor-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            {...start.field('password')}
          />
          <FormAlert message={start.failure} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? 'Checking...' : 'Continue'}
            </Button>
            <SetupExit required={required} onCancel={onCancel} />
          </div>
        </form>
      ) : step === 2 && secrets ? (
        <div className="mt-3 grid gap-6">
          <section aria-labelledby="two-factor-scan" className="grid gap-4 sm:grid-cols-[auto_1fr]">
            {/* The QR code is the server's SVG of the otpauth address, shown as an image. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(secrets.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={176}
              height={176}
              className="size-44 rounded-lg border border-line"
            />
            <div className="grid content-start gap-2 text-sm text-ink-muted">
              <h2 id="two-factor-scan" className="text-base font-semibold text-ink">
                1. Scan the code with your authenticator app
              </h2>
              <p>
                Any app works: 1Password, Google Authenticator, Microsoft Authenticator, Authy. No
                camera? Type this key into the app instead:
              </p>
              <p
                className="rounded-control bg-surface px-3 py-2 font-mono text-base tracking-wide break-all text-ink"
                aria-label="Key"
                data-testid="two-factor-key"
              >
                {groupKey(secrets.secret)}
              </p>
            </div>
          </section>
          <RecoveryCodes codes={secrets.backupCodes} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setStored(true)}>I stored the codes, continue</Button>
            <SetupExit required={required} onCancel={onCancel} />
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="mt-3 grid max-w-sm gap-4"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault()
            verify.mutate(formText(event.currentTarget, 'code').trim())
          }}
        >
          <InputField
            id="two-factor-code"
            label="The 6-digit code your app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
            {...verify.field('code')}
          />
          <FormAlert message={verify.failure} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={verify.isPending}>
              {verify.isPending ? 'Checking...' : 'Turn on two-factor'}
            </Button>
            <Button variant="secondary" onClick={() => setStored(false)}>
              Back to the QR code
            </Button>
          </div>
        </form>
      )}
    </AdminCard>
  )
}

/** The ten recovery codes, each good for one sign-in without the phone; with Copy and Download. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n')
  return (
    <section aria-labelledby="two-factor-recovery" className="grid gap-3 text-sm text-ink-muted">
      <h2 id="two-factor-recovery" className="text-base font-semibold text-ink">
        2. Store your recovery codes
      </h2>
      <p>
        Each code signs you in once if you lose your phone. Keep them in your password manager or
        print them. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-control bg-surface p-4 font-mono text-ink sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => toast({ title: 'Recovery codes copied', variant: 'success' }),
              () =>
                toast({
                  title: 'Could not copy',
                  description: 'Select the codes and copy them by hand.',
                  variant: 'error',
                }),
            )
          }
        >
          <Copy aria-hidden /> Copy
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Download aria-hidden /> Download
        </a>
      </div>
    </section>
  )
}

/** "Later" when two-factor is optional; "Sign out" when it must be set up before anything else. */
function SetupExit({ required, onCancel }: { required: boolean; onCancel?: () => void }) {
  const router = useRouter()
  if (!required) {
    return onCancel ? (
      <Button variant="secondary" onClick={onCancel}>
        Later
      </Button>
    ) : null
  }
  return (
    <Button variant="ghost" onClick={() => void signOutRequest().finally(() => router.refresh())}>
      <LogOut aria-hidden /> Sign out
    </Button>
  )
}

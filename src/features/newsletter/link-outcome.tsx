import { CheckCircle2, CircleAlert, Info } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { Button, ButtonLink } from '@/components/ui/button'
import { pathIn } from '@/content/french-routes'

export type LinkOutcomeTone = 'success' | 'info' | 'problem'

const icons = { success: CheckCircle2, info: Info, problem: CircleAlert }
const tones = {
  success: 'bg-success-50 text-success-700',
  info: 'bg-brand-50 text-brand-700',
  problem: 'bg-danger-50 text-danger-700',
}

/**
 * The page a newsletter e-mail link opens: what happened, in a sentence, and where to go next.
 * With an `action`, it offers the button that does what the link asks: a plain form POST, so it
 * works without JavaScript, and a mail scanner that only opens links changes nothing.
 */
export function LinkOutcome({
  tone,
  title,
  message,
  action,
}: {
  tone: LinkOutcomeTone
  title: string
  message: string
  action?: { url: string; button: string }
}) {
  const Icon = icons[tone]
  const t = useTranslations('NewsletterLinks')
  const locale = useLocale()
  return (
    <section className="mx-auto grid max-w-2xl justify-items-center px-4 py-24 text-center sm:py-32">
      <span
        className={`inline-flex size-14 items-center justify-center rounded-full ${tones[tone]}`}
      >
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      {action ? (
        <form method="post" action={action.url} className="mt-10">
          <Button type="submit">{action.button}</Button>
        </form>
      ) : null}
      <ButtonLink
        href={pathIn(locale, '/')}
        variant={action ? 'ghost' : 'primary'}
        className={action ? 'mt-4' : 'mt-10'}
      >
        {t('home')}
      </ButtonLink>
    </section>
  )
}

import { cn } from '@/lib/cn'

/** The eyebrow, heading and lead sentence that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  inverse = false,
}: {
  id: string
  eyebrow?: string
  title: string
  description?: string
  align?: 'center' | 'left'
  inverse?: boolean
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wider uppercase',
            inverse ? 'text-accent-300' : 'text-brand-600',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight sm:text-4xl',
          eyebrow && 'mt-3',
          inverse ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {description ? (
        <p
          className={cn(
            'mt-4 text-lg leading-relaxed',
            inverse ? 'text-white/80' : 'text-ink-muted',
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  )
}

/** Renders **bold** spans of a short content string. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
        part.startsWith('**') && part.endsWith('**') ? (
          <strong key={index} className="font-semibold text-ink">
            {part.slice(2, -2)}
          </strong>
        ) : (
          part
        ),
      )}
    </>
  )
}

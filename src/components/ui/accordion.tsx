'use client'

import { Accordion as AccordionPrimitive } from 'radix-ui'
import { ChevronDown } from 'lucide-react'

/** A list of questions that open one at a time, each answer under its own heading button. */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: { question: string; answer: string }[]
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className="divide-y divide-line rounded-card border border-line bg-white"
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.question} value={item.question}>
          <AccordionPrimitive.Header asChild>
            <Heading>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:text-brand-700">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-[0.9375rem] leading-relaxed text-ink-muted">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  )
}

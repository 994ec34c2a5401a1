'use client'

import { useEffect, useRef, useState } from 'react'

/** The options of each input chosen from a few (a radio group's), by the input's name. */
export type Choices<Name extends string> = Partial<Record<Name, readonly string[]>>

/**
 * The inputs a tool opens with once hydrated: the address's (`search`) if it names any of them,
 * otherwise what was typed into the form before the script arrived (`typed`); a value neither
 * gives is the default's. A choice that is not one of its options (`?frequency=daily`) is
 * ignored and its default stands, without an error, since no field could show one; a figure
 * the tool cannot read stays as written, in its field, which says what is wrong
 * (docs/decisions/0027-funding-tools.md).
 */
export function openingInputs<Name extends string>(
  defaults: Record<Name, string>,
  search: string,
  typed: (name: Name) => string | null,
  choices: Choices<Name> = {},
): { values: Record<Name, string>; fromAddress: boolean } {
  const names = Object.keys(defaults) as Name[]
  const params = new URLSearchParams(search)
  const fromAddress = names.some((name) => params.has(name))
  const read = (name: Name) => {
    const value = (fromAddress ? params.get(name) : typed(name)) ?? defaults[name]
    const options = choices[name]
    return options && !options.includes(value) ? defaults[name] : value
  }
  const values = Object.fromEntries(names.map((name) => [name, read(name)])) as Record<Name, string>
  return { values, fromAddress }
}

/**
 * A calculator's inputs as the text the visitor typed, kept in the address so a result can be
 * shared or bookmarked. The page is prerendered with `defaults` (a worked example that reads
 * before any script runs); once hydrated, the address's values are taken if it has any, and
 * otherwise whatever was typed into the form before the script arrived (`openingInputs`).
 */
export function useCalculatorInputs<Name extends string>(
  defaults: Record<Name, string>,
  choices: Choices<Name> = {},
) {
  const form = useRef<HTMLFormElement>(null)
  const [state, setState] = useState({ values: defaults, edited: false })
  const { values, edited } = state

  useEffect(() => {
    const names = Object.keys(defaults) as Name[]
    const typed = (name: Name) => {
      const control = form.current?.elements.namedItem(name)
      // Checkboxes of one name hold a list: the checked ones' values, joined by commas.
      if (control instanceof RadioNodeList) {
        const inputs = [...control] as HTMLInputElement[]
        if (inputs.every((input) => input.type === 'checkbox'))
          return inputs
            .filter((input) => input.checked)
            .map((input) => input.value)
            .join(',')
      }
      if (control instanceof HTMLInputElement && control.type === 'checkbox')
        return control.checked ? control.value : ''
      return control && 'value' in control ? control.value : null
    }
    // The address and the typed text are outside React, readable only once the page hydrates.
    const { values, fromAddress } = openingInputs(defaults, window.location.search, typed, choices)
    // Figures typed before the script arrived are the visitor's: the address follows them.
    const typedBefore = !fromAddress && names.some((name) => values[name] !== defaults[name])
    setState((current) => ({ values, edited: current.edited || typedBefore }))
    // Read once, when the page hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The address changes once the visitor changes a figure; a page opened plainly keeps its own.
  useEffect(() => {
    if (!edited) return
    const params = new URLSearchParams(values)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}`)
  }, [edited, values])

  const set = (name: Name) => (value: string) =>
    setState((current) => ({ values: { ...current.values, [name]: value }, edited: true }))

  return { form, values, set }
}

/**
 * What a text field of the form needs of one input: its name, its text, how to change it and
 * its problem, if any (`<CalculatorField {...field('amount')} />`).
 */
export function bindFields<Name extends string>(
  values: Record<Name, string>,
  set: (name: Name) => (value: string) => void,
  errors: Partial<Record<Name, string>>,
) {
  return (name: Name) => ({ name, value: values[name], onChange: set(name), error: errors[name] })
}

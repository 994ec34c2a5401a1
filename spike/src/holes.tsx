import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

const HoleContext = createContext<Record<string, ReactNode>>({})
let captured: Record<string, Record<string, unknown>> | null = null

/** The server-side stand-in for a client component (see plugins/holes.mjs). */
export function hole<Props extends object>(slot: string, Real: ComponentType<Props>) {
  function Hole(props: Props) {
    const slots = useContext(HoleContext)
    if (captured) captured[slot] = props as Record<string, unknown>
    const filled = slots[slot]
    return filled === undefined ? <Real {...props} /> : <>{filled}</>
  }
  Hole.displayName = `Hole(${slot})`
  return Hole
}

export function HoleSlots({ slots, children }: { slots: Record<string, ReactNode>; children: ReactNode }) {
  return <HoleContext.Provider value={slots}>{children}</HoleContext.Provider>
}

/** Renders a tree once, statically, and returns the props each hole received (for its island). */
export function captureHoleProps(tree: ReactElement): Record<string, Record<string, any>> {
  captured = {}
  renderToStaticMarkup(tree)
  const result = captured
  captured = null
  return result
}

/** Props of a component whose `key` prop is a list of server-rendered elements, that list as HTML. */
export function itemsAsHtml(props: Record<string, any>, key: string) {
  const { [key]: items, ...rest } = props
  return { ...rest, itemsHtml: (items as ReactNode[]).map((item) => renderToStaticMarkup(<>{item}</>)) }
}

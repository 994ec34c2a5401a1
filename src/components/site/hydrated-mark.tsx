'use client'

import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once React has hydrated the page. Prerendered pages load their
 * scripts after the first paint (decision 0023); until the mark, the main menu's submenus open by
 * CSS alone (globals.css), and the e2e tests wait for it before they act.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

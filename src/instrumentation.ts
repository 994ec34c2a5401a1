/** Runs once when a server process starts (not during the build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./server/startup')
  await startServer()
}

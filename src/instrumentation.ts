/** Runs once when a server process starts (not during the build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./server/startup')
  try {
    await startServer()
  } catch (error) {
    // Next would log the error and keep serving a half-started site; stop instead, non-zero, with
    // the message that names the variable (a bad or, in production, missing setting).
    console.error(`Server not started: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

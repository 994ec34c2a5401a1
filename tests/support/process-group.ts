/** Whether any process of a group started with `detached: true` is still running. */
export function groupIsAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0)
    return true
  } catch {
    return false
  }
}

/** Signals a whole process group, and waits for it to end (false if it outlives the timeout). */
export function processGroup(groupId: number) {
  const signal = (name: NodeJS.Signals) => {
    if (groupIsAlive(groupId)) process.kill(-groupId, name)
  }
  const waitForExit = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    while (groupIsAlive(groupId)) {
      if (Date.now() > deadline) return false
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return true
  }
  return { signal, waitForExit }
}

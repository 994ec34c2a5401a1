/**
 * Vitest global set-up: trains the chat assistant's model once for the whole run, as the build
 * does, unless .next/assistant-model.json already holds one trained on the content as it is. Each
 * test file's server then loads it in under a second instead of training its own (seconds each).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { modelFileIsCurrent, MODEL_FILE, writeModelFile } from '../../src/server/chat/intent-model'

export default async function setup() {
  if (modelFileIsCurrent()) return
  mkdirSync(path.dirname(MODEL_FILE), { recursive: true })
  await writeModelFile()
}

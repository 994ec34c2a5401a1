/**
 * `npm run build` runs this after `next build`: trains the chat assistant's model on
 * content/assistant and writes it to .next/assistant-model.json, which servers load at start-up
 * (src/server/chat/intent-model.ts) instead of training.
 */
import { MODEL_FILE, writeModelFile } from '../src/server/chat/intent-model'

writeModelFile()
  .then((ms) => console.log(`Chat assistant model trained in ${ms} ms: ${MODEL_FILE}`))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })

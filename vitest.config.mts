import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(root, 'src'),
      // Server modules import 'server-only', which throws outside a React server bundle.
      'server-only': path.resolve(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core machine;
    // the database and outbox tests mostly wait, so two workers halve the run there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    env: { LOG_LEVEL: 'silent' },
    // Set-up that seeds a database waits on the disk and on a busy machine's two cores: what is
    // under test keeps the 5 s limit, its set-up gets a minute.
    hookTimeout: 60_000,
    // The chat assistant's model, trained once for the run (as the build does) or loaded.
    globalSetup: ['tests/support/assistant-model.ts'],
  },
})

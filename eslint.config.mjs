import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const zodThroughLib = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "Import { z } from '@/lib/zod': it turns off Zod's eval-based compiler, which the CSP refuses.",
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughLib],
        },
      ],
    },
  },
  {
    // The admin page runs in the browser; the server declares the list names and record types.
    files: ['src/features/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodThroughLib],
          patterns: [
            {
              group: ['@/server/*'],
              allowTypeImports: true,
              message:
                'Browser code takes only types from the server: use `import type` (server modules do not run in the browser).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'data/**',
  ]),
])

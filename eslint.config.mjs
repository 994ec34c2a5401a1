import { readdirSync } from 'node:fs'
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/** Zod comes configured from one module (it turns off Zod's eval-based compiler, which the CSP refuses). */
const zodPath = {
  name: 'zod',
  allowTypeImports: true,
  message:
    "Import { z } from '@/lib/zod': it turns off Zod's eval-based compiler, which the CSP refuses.",
}

/** An import of one of these layers, by alias or by a relative path that climbs into it. */
const layerImport = (layers) => `^(@/|(\\.\\./)+)(${layers.join('|')})(/|$)`

/**
 * The layers of docs/architecture.md: app -> features -> components -> lib -> content, each
 * importing only the layers below it; server code only from app (route handlers, server pages)
 * and other server code (types excepted: they leave nothing in the bundle); no feature imports
 * another. Tests may reach across, to drive what they test.
 */
const layers = [
  { files: ['src/content/**'], below: ['lib', 'components', 'features', 'server', 'app'] },
  { files: ['src/lib/**'], below: ['components', 'features', 'server', 'app'] },
  { files: ['src/components/**'], below: ['features', 'server', 'app'] },
  { files: ['src/features/**'], below: ['server', 'app'] },
  { files: ['src/server/**'], below: ['features', 'components', 'app'] },
]
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

function restrictImports(files, patterns) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodPath], patterns }] },
  }
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
    rules: { 'no-restricted-imports': ['error', { paths: [zodPath] }] },
  },
  ...layers.map(({ files, below }) =>
    restrictImports(files, [
      {
        regex: layerImport(below),
        // Types leave nothing in the bundle, so a feature may name a server type.
        allowTypeImports: true,
        message: `${files[0].split('/')[1]} imports only the layers below it (docs/architecture.md).`,
      },
    ]),
  ),
  ...features.map((feature) =>
    restrictImports(
      [`src/features/${feature}/**`],
      [
        {
          regex: layerImport(['server', 'app']),
          allowTypeImports: true,
          message: 'features import only the layers below them (docs/architecture.md).',
        },
        {
          regex: `^(@/features/|\\.\\./)(?!${feature}/)[^/]+/`,
          message:
            'A feature does not import another feature: move what both need to components or lib (docs/architecture.md).',
        },
      ],
    ),
  ),
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

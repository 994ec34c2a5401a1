import { fileURLToPath } from 'node:url'
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { holes } from './plugins/holes.mjs'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  output: 'static',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [holes(), tailwindcss()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: here('../src/') },
        { find: /^next\/link$/, replacement: here('./src/shims/next-link.tsx') },
        { find: /^next\/navigation$/, replacement: here('./src/shims/next-navigation.ts') },
        { find: /^next\/image$/, replacement: here('./src/shims/next-image.tsx') },
        { find: /^server-only$/, replacement: here('./src/shims/server-only.ts') },
      ],
      dedupe: ['react', 'react-dom'],
    },
    ssr: { noExternal: ['lucide-react'] },
  },
})

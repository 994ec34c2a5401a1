import { fileURLToPath } from 'node:url'
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { holes } from './plugins/holes.mjs'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

// SPIKE_REACT=next: build with the React that Next vendors (canary) instead of npm's react-dom,
// into dist-next-react/ (to compare e2e timing under Playwright's fake clock).
const nextReact = process.env.SPIKE_REACT === 'next'
// Browser bundle only: the build-time renderer keeps npm's react-dom/server.
const nextReactInBrowser = {
  name: 'spike-next-react',
  enforce: 'pre',
  resolveId(source) {
    if (!nextReact || this.environment?.config.consumer !== 'client') return null
    const match = /^(react|react-dom)(\/.*)?$/.exec(source)
    if (!match) return null
    const file = (match[2] ?? '/index').slice(1).replace(/\.js$/, '') + '.js'
    return here(`../node_modules/next/dist/compiled/${match[1]}/${file}`)
  },
}

export default defineConfig({
  output: 'static',
  outDir: nextReact ? './dist-next-react' : './dist',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [nextReactInBrowser, holes(), tailwindcss()],
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

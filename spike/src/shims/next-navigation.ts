/** next/navigation for static pages: the path is the page's own; the router only loads pages. */
let serverPathname = '/'
export function setServerPathname(path: string) {
  serverPathname = path
}
export function usePathname(): string {
  return typeof window === 'undefined' ? serverPathname : window.location.pathname
}
export function useRouter() {
  return {
    push: (url: string) => window.location.assign(url),
    replace: (url: string) => window.location.replace(url),
    refresh: () => window.location.reload(),
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    prefetch: () => {},
  }
}
export function useSearchParams() {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)
}
export function notFound(): never {
  throw new Error('notFound() on the static spike')
}
export function permanentRedirect(url: string): never {
  throw new Error(`permanentRedirect(${url}) on the static spike`)
}
export const redirect = permanentRedirect

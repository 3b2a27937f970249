import type { PrerenderedPage } from './prerender.ts'

/** Pages written as HTML at build time: the same for every visitor, no session state. */
export const prerenderedPages: PrerenderedPage[] = [
  { url: '/', file: 'index.html', route: '/' },
  { url: '/privacy', file: 'privacy.html', route: '/privacy' },
  { url: '/terms', file: 'terms.html', route: '/terms' },
  { url: '/delete-account', file: 'delete-account.html', route: '/delete-account' },
  { url: '/404', file: '404.html', route: '404' },
]

/** Pages rendered in the browser only, from the empty app shell. */
export const appRoutes = ['/reset-password']
export const appShellFile = 'app.html'
export const notFoundFile = '404.html'

/** Which HTML file a static host answers a page request with, and its status. */
export function htmlFor(pathname: string): { file: string; status: number } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const page = prerenderedPages.find(
    (candidate) => candidate.url === path && candidate.route !== '404',
  )
  if (page) return { file: page.file, status: 200 }
  if (appRoutes.includes(path)) return { file: appShellFile, status: 200 }
  return { file: notFoundFile, status: 404 }
}

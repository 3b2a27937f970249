/**
 * The `_redirects` file of Cloudflare Pages, for what its own routing leaves out: `/<page>.html/`
 * (it redirects `/<page>/` and `/<page>.html` itself). Its local runtime answers that address with
 * a 502, so it gets one redirect to the clean URL, as the other two forms do. The static server of
 * `npm start` reads the same file; nginx has the same rules as locations (`nginx-config.ts`).
 */

/** One line of `_redirects`: a path or a pattern with one `*`, its target (`:splat`), the status. */
export type RedirectRule = { from: string; to: string; status: number }

export const redirectRules: RedirectRule[] = [
  { from: '/index.html/', to: '/', status: 308 },
  { from: '/*.html/', to: '/:splat', status: 308 },
]

export function formatRedirectsFile(rules: RedirectRule[]): string {
  const lines = rules.map(({ from, to, status }) => `${from} ${to} ${status}`)
  return `# Redirects for Cloudflare Pages, written by the build.\n${lines.join('\n')}\n`
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/)
      return { from, to, status: Number(status) }
    })
}

/** The first rule's target for a path, as Cloudflare Pages matches them (the query is kept). */
export function redirectFor(rules: RedirectRule[], pathname: string): string | null {
  for (const { from, to } of rules) {
    const [before = '', after] = from.split('*')
    if (after === undefined) {
      if (pathname === from) return to
      continue
    }
    const fits = pathname.length > before.length + after.length
    if (fits && pathname.startsWith(before) && pathname.endsWith(after))
      return to.replace(':splat', pathname.slice(before.length, pathname.length - after.length))
  }
  return null
}

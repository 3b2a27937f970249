/**
 * The `_headers` file of Cloudflare Pages: writing it, reading it, and which of its rules apply to
 * a path the way Cloudflare applies them (every matching rule, `*` for any run of characters).
 */

/** One block of a `_headers` file: a path pattern, what it sets and what it removes (`! Name`). */
export type HeaderRule = { pattern: string; set: [string, string][]; detach: string[] }

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(({ pattern, set, detach }) => [
    pattern,
    ...set.map(([name, value]) => `  ${name}: ${value}`),
    ...detach.map((name) => `  ! ${name}`),
  ])
  return `# Response headers for Cloudflare Pages, written by the build from the route table.\n${blocks.map((lines) => lines.join('\n')).join('\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    const entry = line.trim()
    const colon = entry.indexOf(':')
    if (entry.startsWith('!')) rule?.detach.push(entry.slice(1).trim())
    else if (colon > 0)
      rule?.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()])
  }
  return rules
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** The headers of a path as Cloudflare Pages applies them: all matching rules, detached names removed. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  // In file order, as Cloudflare applies them: a rule's detached names go, then its own are set.
  for (const rule of rules.filter(({ pattern }) => patternToRegExp(pattern).test(pathname))) {
    for (const name of rule.detach) delete result[name.toLowerCase()]
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase()
      // The same name set by two rules is sent once, its values joined, as Cloudflare does.
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`
    }
  }
  return result
}

/** One block of a `_headers` file: a path pattern and the headers it sets. */
export type HeaderRule = { pattern: string; headers: [string, string][] }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && colon > 0)
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** The headers for a path: every matching rule applies, later rules win for the same name. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue
    for (const [name, value] of rule.headers) result[name.toLowerCase()] = value
  }
  return result
}

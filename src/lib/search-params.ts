type SearchRecord = Record<string, unknown>

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/**
 * The router's default JSON-parses values (`?token=12e4` becomes 120000), so every value is kept
 * a plain string. A literal `+` stays `+`: reset links carry emails such as `a+b@mail.ph`.
 */
export function parseSearch(search: string): SearchRecord {
  const result: Record<string, string> = {}
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const pair of query.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const key = decode(eq === -1 ? pair : pair.slice(0, eq))
    if (!(key in result)) result[key] = eq === -1 ? '' : decode(pair.slice(eq + 1))
  }
  return result
}

export function stringifySearch(search: SearchRecord): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.length ? `?${parts.join('&')}` : ''
}

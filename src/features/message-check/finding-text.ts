import type { Finding } from './check-rules'

/** Long hosts and links from a hostile message are cut, never wrapped into the layout whole. */
export const shorten = (text: string, max = 80) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/** A finding's words with its host and brand filled in, as text. */
export function describe(template: string, finding: Finding) {
  return template
    .replaceAll('{host}', shorten(finding.host ?? ''))
    .replaceAll('{brand}', finding.brand ?? '')
}

/** One entry per kind of finding and host: a repeated trick is named once. */
export function distinctFindings(findings: Finding[]) {
  const seen = new Set<string>()
  return findings.filter((finding) => {
    const key = `${finding.code} ${finding.host ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

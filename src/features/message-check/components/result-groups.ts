import type { Finding, ScamKind, Verdict } from '../check-rules'
import { distinctFindings } from '../finding-text'

/** A link of the message, once however often it is written, with what was found about it. */
export type LinkItem = { text: string; host: string; findings: Finding[] }
/** A finding about the words, with the scam kind to explain when it is the first of its kind. */
export type WordItem = { finding: Finding; explains?: ScamKind }

export type ResultGroups = {
  /** Red flags: empty when the verdict found none. */
  words: WordItem[]
  links: LinkItem[]
  /** Signs too weak for a warning, when the verdict is "No red flags found". */
  weak: Finding[]
}

const belongsTo = (finding: Finding, host: string) =>
  finding.host !== undefined && (host === finding.host || host.endsWith(`.${finding.host}`))

/** How a verdict is told: words and links apart, each link and each kind of scam once. */
export function resultGroups(verdict: Verdict): ResultGroups {
  const findings = distinctFindings(verdict.findings)
  const links: LinkItem[] = []
  for (const { text, host } of verdict.links) {
    if (links.some((link) => link.text === text)) continue
    links.push({ text, host, findings: [] })
  }
  if (verdict.level === 'none') return { words: [], links, weak: findings }

  const wordFindings: Finding[] = []
  for (const finding of findings) {
    const link = links.find((item) => belongsTo(finding, item.host))
    if (link) link.findings.push(finding)
    else wordFindings.push(finding)
  }
  const explained = new Set<ScamKind>()
  const words = wordFindings.map((finding) => {
    const kind = finding.kind && !explained.has(finding.kind) ? finding.kind : undefined
    if (kind) explained.add(kind)
    return kind ? { finding, explains: kind } : { finding }
  })
  for (const link of links) link.findings.sort((a, b) => b.weight - a.weight)
  // Flagged links first: they are what to stay away from.
  links.sort((a, b) => Number(b.findings.length > 0) - Number(a.findings.length > 0))
  return { words, links, weak: [] }
}

/** The first `shown` items, and the rest to show on request. */
export function capped<T>(items: T[], shown: number): [T[], T[]] {
  return items.length <= shown + 1 ? [items, []] : [items.slice(0, shown), items.slice(shown)]
}

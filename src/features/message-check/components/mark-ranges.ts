import type { Verdict } from '../check-rules'

export type Range = { start: number; end: number }

const WORD_CHAR = /[\p{L}\p{N}]/u

/** A range grown to whole words: a rule's words may stop inside one ("₱5" of "₱500"). */
function wholeWords(message: string, { start, end }: Range): Range {
  while (start > 0 && WORD_CHAR.test(message.charAt(start - 1))) start -= 1
  while (end < message.length && WORD_CHAR.test(message.charAt(end))) end += 1
  return { start, end }
}

/** Overlapping or touching ranges joined, in order. */
function merge(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  const merged: Range[] = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

/**
 * The words and links behind a verdict's findings, as ranges of the message as written (or of its
 * start, when only that much is shown): where each finding's words were read, and every link to a
 * host a finding names.
 */
export function markRanges(message: string, verdict: Verdict): Range[] {
  const flaggedHosts = new Set(verdict.findings.flatMap((finding) => finding.host ?? []))
  const links = verdict.links.filter(({ host }) =>
    [...flaggedHosts].some((flagged) => host === flagged || host.endsWith(`.${flagged}`)),
  )
  const words = verdict.findings.flatMap(({ start, end }) =>
    start === undefined || end === undefined ? [] : [{ start, end }],
  )
  return merge(
    [...links, ...words]
      .filter(({ start, end }) => start < Math.min(end, message.length))
      .map(({ start, end }) => wholeWords(message, { start, end: Math.min(end, message.length) })),
  )
}

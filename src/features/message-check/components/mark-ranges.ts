import type { Verdict } from '../check-rules'
import { SHORTHAND } from '../normalise-text'

export type Range = { start: number; end: number }

/** A text folded for finding the words behind a finding, each folded character mapped back. */
type Folded = { text: string; starts: number[]; ends: number[] }

// The rules' short forms spelled out as words ("u" is read as "you"), so a finding's words are found
// again; the peso sign is dropped below instead.
const SPELLED_OUT: Record<string, string> = Object.fromEntries(
  Object.entries(SHORTHAND)
    .filter(([, long]) => /^[a-z ]+$/.test(long))
    .map(([short, long]) => [short, long.replace(/ /g, '')]),
)
// Look-alike digits read as letters, the same on both sides: "Jackp0t" is found as "jackpot".
const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
}
const WORD = /[\p{L}\p{N}]+/gu
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

const foldChar = (char: string) =>
  char
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/./gu, (c) => LOOKALIKE[c] ?? c)

/**
 * Letters and digits only, lowercase, without accents, short forms spelled out and the peso sign
 * or word dropped ("P500", "PHP 500" and "500 pesos" all read "500").
 */
function fold(text: string): Folded {
  const folded: Folded = { text: '', starts: [], ends: [] }
  const push = (chars: string, start: number, end: number) => {
    folded.text += chars
    for (let i = 0; i < chars.length; i += 1) {
      folded.starts.push(start)
      folded.ends.push(end)
    }
  }
  let previous = ''
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const lower = word.toLowerCase()
    const at = match.index
    if (lower === 'php' || lower === 'p' || (/^pesos?$/.test(lower) && /^[0-9]/.test(previous))) {
      previous = lower
      continue
    }
    previous = lower
    const spelled = SPELLED_OUT[lower]
    if (spelled) {
      push(
        spelled.replace(/./gu, (c) => LOOKALIKE[c] ?? c),
        at,
        at + word.length,
      )
      continue
    }
    const peso = /^(?:php|p)(?=[0-9])/.exec(lower)?.[0].length ?? 0
    let offset = peso
    for (const char of word.slice(peso)) {
      push(foldChar(char), at + offset, at + offset + char.length)
      offset += char.length
    }
  }
  return folded
}

const WORD_CHAR = /[\p{L}\p{N}]/u
const MAX_PER_PHRASE = 20

/** A range grown to whole words: a rule's words may stop inside one ("₱5" of "₱500"). */
function wholeWords(message: string, { start, end }: Range): Range {
  while (start > 0 && WORD_CHAR.test(message.charAt(start - 1))) start -= 1
  while (end < message.length && WORD_CHAR.test(message.charAt(end))) end += 1
  return { start, end }
}

/** Where the words (as the rules read them) stand in the message, each time they do. */
function locate(message: string, folded: Folded, words: string): Range[] {
  const needle = fold(words.replace(INVISIBLE, '')).text
  const found: Range[] = []
  if (needle.length < 2) return found
  let index = folded.text.indexOf(needle)
  while (index >= 0 && found.length < MAX_PER_PHRASE) {
    const range = { start: folded.starts[index]!, end: folded.ends[index + needle.length - 1]! }
    found.push(wholeWords(message, range))
    index = folded.text.indexOf(needle, index + needle.length)
  }
  return found
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

/** The words and links behind a verdict's findings, as ranges of the message as written. */
export function markRanges(message: string, verdict: Verdict): Range[] {
  const folded = fold(message)
  const flaggedHosts = new Set(verdict.findings.flatMap((finding) => finding.host ?? []))
  const links = verdict.links.filter(({ host }) =>
    [...flaggedHosts].some((flagged) => host === flagged || host.endsWith(`.${flagged}`)),
  )
  const words = verdict.findings.flatMap((finding) => finding.excerpt ?? [])
  const phrases = new Set([...links.map((link) => link.text), ...words])
  const found = [...phrases].flatMap((text) => locate(message, folded, text))
  return merge(found)
}

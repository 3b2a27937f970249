const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const edge = (phrase: string, at: 'start' | 'end') =>
  /\w/.test(at === 'start' ? phrase.charAt(0) : phrase.charAt(phrase.length - 1)) ? '\\b' : ''

/** Source of a regular expression matching any of the phrases as whole words: "otp|one time pin". */
export function anyOf(...lists: string[]): string {
  const alternatives = lists
    .flatMap((list) => list.split('|'))
    .map((p) => `${edge(p, 'start')}${escape(p)}${edge(p, 'end')}`)
  return `(?:${alternatives.join('|')})`
}

/** The first phrase, then at most `gap` characters, then the second; all in one sentence. */
export function near(first: string, second: string, gap: number): string {
  return `${first}[^.!?\\n]{0,${gap}}${second}`
}

/** The words of lines of words: `wordList('com net', 'org')` is `['com', 'net', 'org']`. */
export const wordList = (...lines: string[]) => lines.join(' ').split(' ')

/** Source of a group matching any of the given sources. */
export const either = (...sources: string[]) => `(?:${sources.join('|')})`

export const pattern = (...sources: string[]) => new RegExp(either(...sources))

/** Words that turn an ask into a warning: "never share", "huwag ibigay", "do not send". */
const NEGATION = new RegExp(
  anyOf("never|not|don't|dont|huwag|wag|hwag|hindi|di|walang|no one") +
    '|' +
    anyOf("nobody|kailanman|won't|beware|ingat|magingat|avoid|ayaw|dili|no longer"),
)

/**
 * Whether the phrase found at `index` is meant as a warning: a negation inside it or in the
 * words just before it, after the last comma or sentence end (so "don't worry, send the OTP" and
 * "the bill is not paid. Pay ₱500 to 0917..." are still asks).
 */
export function isNegated(text: string, index: number, found: string): boolean {
  const before = text.slice(Math.max(0, index - 40), index)
  const sinceComma = before.slice(
    Math.max(...[',', '.', '!', '?', '\n'].map((c) => before.lastIndexOf(c))) + 1,
  )
  return NEGATION.test(`${sinceComma}${found}`)
}

export interface PhraseMatch {
  index: number
  text: string
}

/** The part of a match to show: a group named `mark…` if one took part, else all of it. */
function markOf(match: RegExpExecArray): PhraseMatch {
  const groups = Object.entries(match.indices?.groups ?? {})
  const [name, span] = groups.find(([name, span]) => name.startsWith('mark') && span) ?? []
  if (!name || !span) return { index: match.index, text: match[0] }
  return { index: span[0], text: match.groups?.[name] ?? '' }
}

/** The first match of the expression that is not negated, or not excused (at most a few tries). */
export function firstAsk(
  text: string,
  expression: RegExp,
  excused: (text: string, index: number, found: string) => boolean = isNegated,
): PhraseMatch | undefined {
  const global = new RegExp(expression.source, 'gd')
  for (let tries = 0; tries < 20; tries += 1) {
    const match = global.exec(text)
    if (!match) return undefined
    if (!excused(text, match.index, match[0])) return markOf(match)
    if (match[0].length === 0) global.lastIndex += 1
  }
  return undefined
}

/** Whether the sentence the phrase at `index` stands in ends with a question mark. */
export function inQuestion(text: string, index: number, found: string): boolean {
  const after = /^[^.!?\n]{0,200}[.!?\n]?/.exec(
    text.slice(index + found.length, index + found.length + 201),
  )
  return after?.[0].endsWith('?') ?? false
}

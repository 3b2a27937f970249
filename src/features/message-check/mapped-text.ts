/** A text with, for each of its characters, the span of the original text it was made from. */
export interface MappedText {
  text: string
  from: number[]
  to: number[]
}

/** The text as it is (each character its own span), or a cut of a mapped text. */
export function mapped(text: string, source?: MappedText): MappedText {
  if (source) {
    return { text, from: source.from.slice(0, text.length), to: source.to.slice(0, text.length) }
  }
  const from = Array.from({ length: text.length }, (_, i) => i)
  return { text, from, to: from.map((i) => i + 1) }
}

/**
 * `String.replace` that keeps the map: a replacement as long as its match keeps each character's
 * span; any other stands, every character of it, for the whole match.
 */
export function mapReplace(
  source: MappedText,
  expression: RegExp,
  replace: (match: string, ...groups: string[]) => string,
): MappedText {
  const { text } = source
  const out: string[] = []
  const from: number[] = []
  const to: number[] = []
  let last = 0
  const keep = (start: number, end: number) => {
    out.push(text.slice(start, end))
    for (let i = start; i < end; i += 1) {
      from.push(source.from[i]!)
      to.push(source.to[i]!)
    }
  }
  for (const match of text.matchAll(expression)) {
    const start = match.index
    const end = start + match[0].length
    const replacement = replace(match[0], ...match.slice(1))
    keep(last, start)
    last = end
    if (replacement === match[0]) {
      keep(start, end)
      continue
    }
    out.push(replacement)
    for (let i = 0; i < replacement.length; i += 1) {
      const sameLength = replacement.length === end - start
      from.push(source.from[sameLength ? start + i : start]!)
      to.push(source.to[sameLength ? start + i : end - 1]!)
    }
  }
  keep(last, text.length)
  return { text: out.join(''), from, to }
}

/** The span of the original text behind `[start, end)` of a mapped text. */
export function originalSpan(source: MappedText, start: number, end: number) {
  const last = Math.max(start, Math.min(end, source.text.length) - 1)
  return { start: source.from[start] ?? 0, end: source.to[last] ?? 0 }
}

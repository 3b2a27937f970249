/** A text with, for each of its characters, the span of the original text it was made from. */
export interface MappedText {
  text: string
  from: Int32Array
  to: Int32Array
}

/** The text as it is (each character its own span), or a cut of a mapped text. */
export function mapped(text: string, source?: MappedText): MappedText {
  if (source) {
    return {
      text,
      from: source.from.subarray(0, text.length),
      to: source.to.subarray(0, text.length),
    }
  }
  const from = new Int32Array(text.length)
  const to = new Int32Array(text.length)
  for (let i = 0; i < text.length; i += 1) {
    from[i] = i
    to[i] = i + 1
  }
  return { text, from, to }
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
  const edits: { start: number; end: number; replacement: string }[] = []
  let length = text.length
  for (const match of text.matchAll(expression)) {
    const replacement = replace(match[0], ...match.slice(1))
    if (replacement === match[0]) continue
    edits.push({ start: match.index, end: match.index + match[0].length, replacement })
    length += replacement.length - match[0].length
  }
  if (edits.length === 0) return source
  const out: string[] = []
  const from = new Int32Array(length)
  const to = new Int32Array(length)
  let at = 0
  let last = 0
  const keep = (start: number, end: number) => {
    out.push(text.slice(start, end))
    from.set(source.from.subarray(start, end), at)
    to.set(source.to.subarray(start, end), at)
    at += end - start
  }
  for (const { start, end, replacement } of edits) {
    keep(last, start)
    last = end
    out.push(replacement)
    const sameLength = replacement.length === end - start
    for (let i = 0; i < replacement.length; i += 1) {
      from[at] = source.from[sameLength ? start + i : start]!
      to[at] = source.to[sameLength ? start + i : end - 1]!
      at += 1
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

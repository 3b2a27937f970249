/**
 * The message in the text read from a phone screenshot: the lines of the phone's own frame (status
 * bar, timestamps, delivery marks, the reply box, icons read as stray letters) are left out, and
 * the lines of one bubble are joined again. What cannot be told apart from the message stays.
 */

const clock = String.raw`\d{1,2}[:.]\d{2}(\s?[ap]\.?m\.?)?`
const day = String.raw`(today|yesterday|ngayon|kahapon|mon|tue|wed|thu|fri|sat|sun)[a-z]*`
const date = String.raw`([a-z]{3,9}\.? \d{1,2}(, \d{4})?|\d{1,2}/\d{1,2}(/\d{2,4})?)`

/** A line that is only a time or a date, with what phones put beside it. */
const timestamp = new RegExp(
  String.raw`^(${day}|${date})?[,\s·•-]*(${clock})?[,\s·•-]*(${day}|${date})?$`,
  'i',
)
/** The status bar: only a clock, network and battery marks, word by word. */
const statusWord =
  /^(\W+|lte\+?|volte|[345]g\+?|h\+?|wi-?fi|\d{1,3}\s?%|\d{1,2}[:.]\d{2}|[ap]\.?m\.?)$/i
const isStatusBar = (line: string) => line.split(/\s+/).every((word) => statusWord.test(word))

/** Delivery marks and the reply box of SMS and chat apps. */
const frame =
  /^(delivered|read|seen|sent|sending|failed|not delivered|message|text message|sms|mms|rcs message|chat message|imessage|type a message|write a message|aa|send|reply|mensahe)$/i

function isFrame(line: string): boolean {
  const bare = line.replace(/[^\p{L}\p{N}:.%/,\s-]/gu, '').trim()
  if (bare === '') return true
  // Icons and avatars read as one or two stray characters.
  if (bare.replace(/\s/g, '').length <= 2) return true
  if (frame.test(bare)) return true
  if (timestamp.test(bare)) return true
  return isStatusBar(bare)
}

/** The sender at the top of a thread, when it is a number: a name cannot be told from a message. */
const senderNumber = /^\W*(\+?63|0)?[\d\s()-]{7,16}\W*$/

/** A link's host: hosts are lower case, and a reader takes a sans-serif `l` for an `I`. */
const linkLike = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(?=[/:?#]|$)/i
const fixHost = (word: string) =>
  word.replace(linkLike, (host) => (/[a-z]/.test(host) ? host.replaceAll('I', 'l') : host))

/** A bubble's lines as one: a line that ends in a hyphen goes on without a space. */
const joinLines = (lines: string[]) =>
  lines
    .reduce((text, line) => (/\w-$/.test(text) ? `${text}${line}` : `${text} ${line}`))
    .split(' ')
    .map(fixHost)
    .join(' ')

/**
 * The message read from a screenshot: the lines of a bubble joined by spaces (the reader puts blank
 * lines between widely spaced lines), and bubbles that the phone's frame separates (a timestamp,
 * a delivery mark) each on a line of their own.
 */
export function screenshotText(read: string): string {
  const bubbles: string[] = []
  let current: string[] = []
  for (const raw of read.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim()
    if (line === '') continue
    const header = bubbles.length === 0 && current.length === 0
    if (isFrame(line) || (header && senderNumber.test(line))) {
      if (current.length) bubbles.push(joinLines(current))
      current = []
      continue
    }
    current.push(line)
  }
  if (current.length) bubbles.push(joinLines(current))
  return bubbles.join('\n')
}

import { localePath, locales } from '@/lib/locale'

/** What the phone's share sheet gave: its words (title, text, link) and the first picture. */
export type SharedItem = { text: string; picture: File | null }

/** Every language's check page, where the manifest's share target posts. */
const checkPages = new Set(locales.map((locale) => localePath(locale, '/check')))

/** The check page a share was posted to, in its clean form; null for any other path. */
export function shareLanding(pathname: string): string | null {
  const clean = pathname.replace(/(\.html|\/)$/, '')
  return checkPages.has(clean) ? clean : null
}

/** The words and picture of a share (`multipart/form-data`); null when it holds neither. */
export async function readShare(request: Request): Promise<SharedItem | null> {
  const form = await request.formData().catch(() => null)
  if (!form) return null
  const words = ['title', 'text', 'url']
    .map((name) => form.get(name))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
  const picture =
    form
      .getAll('files')
      .find(
        (value): value is File => typeof value !== 'string' && value.type.startsWith('image/'),
      ) ?? null
  return words.length || picture ? { text: words.join('\n'), picture } : null
}

/**
 * The share target, answered in the service worker: the share is held in memory for the page it
 * lands on, which asks for it once; it never reaches the network, the address or the history.
 */
export function shareInbox(holdFor = 60_000) {
  let pending: Promise<SharedItem | null> = Promise.resolve(null)
  let taken = () => {}

  return {
    /** The answer to the POST: a 303 to the check page, and how long the worker stays awake. */
    receive(request: Request): { response: Response; kept: Promise<void> } {
      const landing =
        shareLanding(new URL(request.url).pathname) ?? localePath(locales[0]!, '/check')
      const share = readShare(request)
      pending = share
      const kept = new Promise<void>((resolve) => {
        taken = resolve
        setTimeout(resolve, holdFor)
      }).then(() => {
        // Not taken in time: dropped.
        if (pending === share) pending = Promise.resolve(null)
      })
      return { response: Response.redirect(new URL(landing, request.url).href, 303), kept }
    },
    /** The share, once: a second ask gets nothing. */
    async take(): Promise<SharedItem | null> {
      const item = await pending
      pending = Promise.resolve(null)
      taken()
      return item
    },
  }
}

import { expect, type Locator, type Page, type Route } from '@playwright/test'
import { API_BASE_PATH } from '../../local-api/routes'
import { API_PATHS } from '../../src/lib/api-contract'

/**
 * Per-page fault injection for the Chromium suite. The local API is shared by both workers, so a
 * global `/api/__local/fault` would hit other tests: every fault here is a `page.route` of its own
 * page, and every route handler counts the requests it saw.
 */

/** The client gives up after 10 s (spec section 9); a held route outlives that. */
export const HOLD_MS = 11_000

export const API = {
  login: `${API_BASE_PATH}${API_PATHS.login}`,
  profile: `${API_BASE_PATH}${API_PATHS.profile}`,
  validate: `${API_BASE_PATH}${API_PATHS.validateResetToken}`,
  reset: `${API_BASE_PATH}${API_PATHS.resetPassword}`,
} as const

/** The faults the Chromium suite injects; the unit suite maps every other answer to its message. */
export type FaultName =
  | 'slower than the timeout'
  | '400 {}'
  | '404'
  | '500'
  | '503'
  | 'connection refused'
  | 'connection dropped'

type Fault =
  | { kind: 'hold'; ms: number }
  | { kind: 'respond'; status: number; body: string; contentType?: string }
  | { kind: 'abort'; errorCode: 'connectionrefused' | 'connectionreset'; afterMs: number }

const FAULTS: Record<FaultName, Fault> = {
  'slower than the timeout': { kind: 'hold', ms: HOLD_MS },
  '400 {}': { kind: 'respond', status: 400, body: '{}', contentType: 'application/json' },
  '404': { kind: 'respond', status: 404, body: '' },
  '500': { kind: 'respond', status: 500, body: '' },
  '503': { kind: 'respond', status: 503, body: '' },
  'connection refused': { kind: 'abort', errorCode: 'connectionrefused', afterMs: 0 },
  // The request reaches the "server", which then drops the connection without answering.
  'connection dropped': { kind: 'abort', errorCode: 'connectionreset', afterMs: 150 },
}

export const isHold = (name: FaultName) => FAULTS[name].kind === 'hold'

export interface Tap {
  /** Requests the route handler saw. */
  readonly count: number
  /** Resolves once every handler call has finished (held routes included). */
  settled(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function tapRoute(page: Page, path: string, handle: (route: Route) => Promise<void>) {
  let count = 0
  const running: Promise<void>[] = []
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      count += 1
      const run = handle(route).catch(() => {
        // The page gave up on the request (timeout) or closed: nothing left to answer.
      })
      running.push(run)
      return run
    },
  )
  const tap: Tap = {
    get count() {
      return count
    },
    async settled() {
      await Promise.all(running)
    },
  }
  return tap
}

/** Answers every request to `path` with the fault. */
export function injectFault(page: Page, path: string, name: FaultName): Promise<Tap> {
  const fault = FAULTS[name]
  return tapRoute(page, path, async (route) => {
    if (fault.kind === 'hold') {
      await sleep(fault.ms)
      // By now the client has aborted; this answer never reaches the page.
      await route.fulfill({ status: 504, body: '' })
    } else if (fault.kind === 'abort') {
      if (fault.afterMs) await sleep(fault.afterMs)
      await route.abort(fault.errorCode)
    } else {
      await route.fulfill({
        status: fault.status,
        body: fault.body,
        ...(fault.contentType ? { contentType: fault.contentType } : {}),
      })
    }
  })
}

/** Lets every request to `path` through to the local API, optionally late, and counts them. */
export function passThrough(page: Page, path: string, delayMs = 0): Promise<Tap> {
  return tapRoute(page, path, async (route) => {
    if (delayMs) await sleep(delayMs)
    await route.continue()
  })
}

/** Chromium's own network lines and the client's own 401/500 log lines (spec section 7). */
const ALLOWED_CONSOLE_ERRORS = [
  /^Failed to load resource: /,
  /^API (GET|POST|DELETE) \/[\w/-]+ answered (401|500)$/,
]

/** Collects uncaught errors and unexpected console errors of a page. */
export function watchPage(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (!ALLOWED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) {
      problems.push(`console.error: ${text}`)
    }
  })
  return { problems: () => [...problems] }
}

/** The text of every non-empty `role=alert` element on the page. */
export function alertTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('alert')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()).filter(Boolean))
}

/** Waits until the page's only non-empty alert reads exactly `message`. */
export async function expectOnlyAlert(page: Page, message: string, timeout = 5_000) {
  await expect.poll(() => alertTexts(page), { timeout }).toEqual([message])
}

export const resetLink = (token: string, email: string) =>
  `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

export const HOWS = ['a double click', 'Enter twice', 'two clicks in one task'] as const
export type How = (typeof HOWS)[number]

/**
 * Submits twice in quick succession: a real double click on `button`; Enter pressed twice in
 * `field` (a form field, or the button itself); or two `click()` calls in one task, before any
 * re-render can disable the button.
 */
export async function pressTwice(page: Page, how: How, button: Locator, field: Locator) {
  if (how === 'a double click') return button.dblclick()
  if (how === 'Enter twice') {
    await field.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    return
  }
  await button.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
}

/** True once React has hydrated (or rendered) the element `selector` finds. */
function isHydrated(selector: string) {
  const element = document.querySelector(selector)
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}

/**
 * Opens a prerendered page and waits until React has taken over `selector`: typing into the
 * prerendered HTML earlier is lost (see faults-hydration.spec.ts).
 */
export async function gotoHydrated(page: Page, url: string, selector: string) {
  await page.goto(url)
  await page.waitForFunction(isHydrated, selector)
}

/** Holds every script of the site until `release()` is called: the prerendered page is all. */
export async function holdScripts(page: Page) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return { release, isHydrated: (selector: string) => page.evaluate(isHydrated, selector) }
}

/** Resolves once the page has rendered two more frames: whatever the last input started has run. */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
}

import { execFileSync } from 'node:child_process'

/** The system's Chromium: `CHROME_PATH` when set, else the first browser found on PATH. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim()
    } catch {
      // try the next name
    }
  }
  throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH')
}

/** Flags for a quiet headless Chromium on a machine with no network but loopback. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

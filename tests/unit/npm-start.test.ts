// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { afterEach, expect, it } from 'vitest'

const email = 'demo@scamcheck.ph'
const password = 'DemoPass123!'
let running: ChildProcess | undefined

/** `npm start`'s server (the build is `--build`'s job, tested by every Chromium test): free ports. */
function start(): Promise<{ origin: string; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: '0', LOCAL_API_PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running = child
  let output = ''
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const origin = /ScamCheck website: (http:\/\/localhost:\d+)/.exec(output)?.[1]
      if (origin && /\n└─+\n/.test(output)) done({ origin, output })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => fail(new Error(`npm start ended (${code}):\n${output}`)))
  })
}

async function stop() {
  const child = running
  running = undefined
  if (!child || child.exitCode !== null) return
  const ended = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await ended
}
afterEach(stop)

const signIn = (origin: string) =>
  fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })

it('prints one framed block: the site, the demo account, both reset links, the reset call', async () => {
  const { origin, output } = await start()
  const block = output.slice(output.indexOf('┌'))
  expect(block).toContain(`${origin}/delete-account`)
  expect(block).toContain(`${email}   password: ${password}`)
  expect(block).toContain(
    `${origin}/reset-password?token=demo-reset-token-2025-0123456789&email=demo%40scamcheck.ph`,
  )
  expect(block).toContain(`${origin}/reset-password?token=expired-reset-token-2025-000000`)
  expect(block).toContain(`curl -X POST ${origin}/api/__local/reset`)
  expect(output.slice(0, output.indexOf('┌')).trim()).toBe('')
}, 30_000)

it('a second start after a deletion signs in with the demo account again', async () => {
  const first = await start()
  const session = (await (await signIn(first.origin)).json()) as { access_token: string }
  const deleted = await fetch(`${first.origin}/api/v1/user/profile`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${session.access_token}` },
  })
  expect(deleted.status).toBe(200)
  expect((await signIn(first.origin)).status).toBe(401)
  await stop()
  const second = await start()
  expect((await signIn(second.origin)).status).toBe(200)
}, 60_000)

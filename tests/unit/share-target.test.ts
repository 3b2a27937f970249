// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readShare, shareInbox, shareLanding } from '../../src/service-worker/share-target'

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' })

function post(path: string, fields: Record<string, string | File>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request(`https://scamcheck.ph${path}`, { method: 'POST', body })
}

describe('the service worker’s share target', () => {
  it('takes a shared text, lands on the check page with a 303 and no query', async () => {
    const inbox = shareInbox()
    const { response } = inbox.receive(post('/check', { title: 'SMS', text: 'Win ₱50,000 now' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('https://scamcheck.ph/check')
    expect(await inbox.take()).toEqual({ text: 'SMS\nWin ₱50,000 now', picture: null })
  })

  it('takes a shared picture, and lands on the language it was posted to', async () => {
    const inbox = shareInbox()
    const { response } = inbox.receive(post('/fil/check', { files: picture }))
    expect(response.headers.get('location')).toBe('https://scamcheck.ph/fil/check')
    const item = await inbox.take()
    expect(item?.text).toBe('')
    expect(item?.picture?.name).toBe('shot.png')
    expect(item?.picture?.type).toBe('image/png')
  })

  it('takes a text and a picture together, and gives them once', async () => {
    const inbox = shareInbox()
    inbox.receive(post('/check', { text: 'look at this', url: 'https://bit.ly/x', files: picture }))
    const item = await inbox.take()
    expect(item?.text).toBe('look at this\nhttps://bit.ly/x')
    expect(item?.picture?.size).toBe(4)
    expect(await inbox.take()).toBeNull()
  })

  it('lands on the check page with nothing when the share holds neither', async () => {
    const inbox = shareInbox()
    const { response } = inbox.receive(post('/check', { text: '  ', title: '' }))
    expect(response.status).toBe(303)
    expect(await inbox.take()).toBeNull()
  })

  it('refuses a file that is not a picture', async () => {
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' })
    expect(await readShare(post('/check', { files: text }))).toBeNull()
  })

  it('answers only the check pages', () => {
    expect(shareLanding('/check')).toBe('/check')
    expect(shareLanding('/fil/check/')).toBe('/fil/check')
    expect(shareLanding('/check.html')).toBe('/check')
    expect(shareLanding('/privacy')).toBeNull()
    expect(shareLanding('/api/v1/check')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { firstPicture, pictureProblem } from '../../src/features/message-check/ocr/picture-limits'
import { screenshotText } from '../../src/features/message-check/ocr/screenshot-text'

const MB = 1024 * 1024

describe('a picture given to the check', () => {
  it('is read when it is an image of at most 15 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 300_000 })).toBeNull()
    expect(pictureProblem({ type: 'image/jpeg', size: 15 * MB })).toBeNull()
    expect(pictureProblem({ type: 'image/webp', size: 1 })).toBeNull()
  })

  it('is refused over 15 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 15 * MB + 1 })).toBe('too-large')
  })

  it('is refused when it is not an image', () => {
    expect(pictureProblem({ type: 'application/pdf', size: 1000 })).toBe('not-image')
    expect(pictureProblem({ type: '', size: 1000 })).toBe('not-image')
    expect(pictureProblem({ type: 'text/plain', size: 10 })).toBe('not-image')
    // A drawing made of markup is not a screenshot.
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe('not-image')
  })

  it('is the first image among the files given', () => {
    const text = new File(['a'], 'a.txt', { type: 'text/plain' })
    const png = new File(['b'], 'b.png', { type: 'image/png' })
    expect(firstPicture([text, png])).toBe(png)
    expect(firstPicture([text])).toBeNull()
  })
})

describe('the text read from a screenshot', () => {
  it('leaves out the status bar, the sender number, timestamps and the reply box', () => {
    const read = [
      '9:41 LTE 82%',
      '',
      '< +63 917 555 0134',
      '',
      'Today 10:24 AM',
      '',
      'GCash: Your account will be',
      'suspended today. Verify at',
      'https://gcash-verify.top now.',
      '',
      '10:24 AM',
      '',
      'Text message',
    ].join('\n')
    expect(screenshotText(read)).toBe(
      'GCash: Your account will be suspended today. Verify at https://gcash-verify.top now.',
    )
  })

  it('joins the lines of a bubble, blank lines between them or not, and leaves stray letters out', () => {
    const read = 'e\nHi po, si Mama ito.\n\nNew number ko.\nYesterday, 8:02 PM\n@ Type a message'
    expect(screenshotText(read)).toBe('Hi po, si Mama ito. New number ko.')
  })

  it('reads a link’s host in lower case and joins what a hyphen split', () => {
    const read = 'Ready for pickup: Ibcexpress.com/track/AbIc\nRef 1234-5678-\n9012, ID: I. Santos'
    expect(screenshotText(read)).toBe(
      'Ready for pickup: lbcexpress.com/track/AbIc Ref 1234-5678-9012, ID: I. Santos',
    )
    expect(screenshotText('Go to https://gcash-\nverify.top now')).toBe(
      'Go to https://gcash-verify.top now',
    )
  })

  it('puts bubbles that a timestamp separates on lines of their own', () => {
    const read = 'Hi po, si Mama ito.\n8:01 PM\n\nNew number ko.\n8:02 PM'
    expect(screenshotText(read)).toBe('Hi po, si Mama ito.\nNew number ko.')
  })

  it('keeps a message that starts with a time or a number', () => {
    expect(screenshotText('10:30 AM bukas ang meeting sa office')).toBe(
      '10:30 AM bukas ang meeting sa office',
    )
    expect(screenshotText('Hello\nCall 0917 555 0134 now')).toBe('Hello Call 0917 555 0134 now')
  })

  it('is empty when nothing but the phone’s frame was read', () => {
    expect(screenshotText('9:41 5G 100%\n\nType a message\n\n•')).toBe('')
    expect(screenshotText('')).toBe('')
  })
})

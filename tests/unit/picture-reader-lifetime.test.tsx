import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { usePictureReader } from '@/features/message-check/hooks/use-picture-reader'
import { enCheckWords } from '@/features/message-check/words/en'
import { CheckWordsProvider } from '@/features/message-check/words-context'

const message = 'GCash: verify your account at https://gcash-verify.top today.'

/**
 * The OCR engine, as the page sees it: one reader for the page, which `stopReading` ends. A stopped
 * reader never answers, as a terminated worker does not. Its code loads when `loading` opens.
 */
const engine = vi.hoisted(() => {
  let open = () => {}
  const loading = new Promise<void>((resolve) => (open = resolve))
  const state = { alive: false }
  return {
    open: () => open(),
    loading,
    readPicture: vi.fn(async (): Promise<string> => {
      state.alive = true
      await new Promise((resolve) => setTimeout(resolve))
      return state.alive ? message : new Promise<string>(() => {})
    }),
    stopReading: vi.fn(() => {
      state.alive = false
    }),
  }
})

vi.mock('@/features/message-check/ocr/tesseract-reader', async () => {
  await engine.loading
  return { readPicture: engine.readPicture, stopReading: engine.stopReading }
})

const revoked = vi.fn()
beforeAll(() => {
  // jsdom makes no object URLs; the page revokes the preview's once a picture is read.
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = revoked
})
afterEach(() => {
  engine.readPicture.mockClear()
  engine.stopReading.mockClear()
  revoked.mockClear()
})

const picture = new File(['png'], 'shot.png', { type: 'image/png' })

/** A check page's screenshot intake: one button gives it the picture. */
function Intake({ onText }: { onText: (text: string) => void }) {
  const { read, message: said } = usePictureReader(onText)
  return (
    <>
      <button type="button" onClick={() => void read(picture)}>
        Give the picture
      </button>
      <p>{said}</p>
    </>
  )
}

function page(onText: (text: string) => void) {
  return render(
    <CheckWordsProvider words={enCheckWords}>
      <Intake onText={onText} />
    </CheckWordsProvider>,
  )
}

const give = () => userEvent.setup().click(screen.getByRole('button', { name: 'Give the picture' }))

// In order: the first test sees the reader's code still loading.
describe('the picture reader of a check page', () => {
  it('is never started for a page left while its code loads', async () => {
    const onText = vi.fn()
    const left = page(onText)
    await give()
    left.unmount()
    act(engine.open)
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:preview'))
    expect(engine.readPicture).not.toHaveBeenCalled()
    expect(onText).not.toHaveBeenCalled()
  })

  it('is stopped as the page that read is left, not later', async () => {
    const onText = vi.fn()
    const left = page(onText)
    await give()
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith(message))
    left.unmount()
    expect(engine.stopReading).toHaveBeenCalledOnce()
  })

  // A share taken on one language's page is read on the page of the language the visitor chose,
  // drawn anew as the first is left.
  it("is left to the next page by a page that read nothing, and the next page's picture is read", async () => {
    page(vi.fn()).unmount()
    const onText = vi.fn()
    page(onText)
    await give()
    await vi.waitFor(() => expect(onText).toHaveBeenCalledWith(message))
    expect(engine.stopReading).not.toHaveBeenCalled()
    expect(await screen.findByText(enCheckWords.picture.done)).toBeInTheDocument()
  })
})

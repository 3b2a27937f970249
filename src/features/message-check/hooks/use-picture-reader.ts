import { useEffect, useRef, useState } from 'react'
import { pictureProblem } from '../ocr/picture-limits'
import { screenshotText } from '../ocr/screenshot-text'
import type { ReadingStage } from '../ocr/tesseract-reader'
import { useCheckWords } from '../words-context'

type Reading = { stage: ReadingStage; progress: number; preview: string }
const loadReader = () => import('../ocr/tesseract-reader')

/**
 * Reads a screenshot in this page: the picture is shown only as a local preview while it is read,
 * then its address is revoked and its bytes dropped. `onText` gets the message read from it.
 */
export function usePictureReader(onText: (text: string) => void) {
  const words = useCheckWords().picture
  const [reading, setReading] = useState<Reading | null>(null)
  const [message, setMessage] = useState('')
  const run = useRef(0)

  function finish(preview: string) {
    URL.revokeObjectURL(preview)
    setReading(null)
  }

  async function read(picture: File, before = '') {
    const problem = pictureProblem(picture)
    if (problem) return setMessage(problem === 'not-image' ? words.notImage : words.tooLarge)
    const id = ++run.current
    const preview = URL.createObjectURL(picture)
    setMessage('')
    setReading({ stage: 'downloading', progress: 0, preview })
    try {
      const reader = await loadReader()
      const raw = await reader.readPicture(picture, ({ stage, progress }) => {
        if (run.current === id) setReading({ stage, progress, preview })
      })
      if (run.current !== id) return
      const text = screenshotText(raw)
      if (!text) return setMessage(words.noText)
      onText([before, text].filter(Boolean).join('\n'))
      setMessage(words.done)
    } catch {
      if (run.current !== id) return
      void loadReader().then((reader) => reader.stopReading())
      setMessage(words.failed)
    } finally {
      finish(preview)
    }
  }

  function cancel() {
    run.current++
    void loadReader().then((reader) => reader.stopReading())
    if (reading) finish(reading.preview)
    setMessage('')
  }

  // A page left for good stops its worker.
  useEffect(() => () => void import('../ocr/tesseract-reader').then((r) => r.stopReading()), [])

  return { reading, message, read, cancel }
}

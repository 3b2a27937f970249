import { useEffect, useRef, useState } from 'react'
import { pictureProblem } from '../ocr/picture-limits'
import type * as PictureReader from '../ocr/tesseract-reader'
import { useCheckWords } from '../words-context'

type Reading = { stage: PictureReader.ReadingStage; progress: number; preview: string }

/** The reader's code, once a picture has loaded it: a page stops it at once, with no import. */
let loaded: typeof PictureReader | null = null
const loadReader = () =>
  import('../ocr/tesseract-reader').then((reader) => {
    loaded = reader
    return reader
  })

/**
 * Reads a screenshot in this page: the picture is shown only as a local preview while it is read,
 * then its address is revoked and its bytes dropped. `onText` gets the message read from it.
 */
export function usePictureReader(onText: (text: string) => void) {
  const words = useCheckWords().picture
  const [reading, setReading] = useState<Reading | null>(null)
  const [message, setMessage] = useState('')
  const run = useRef(0)
  /** Whether this page started the reader: a page stops its own, never the next page's. */
  const started = useRef(false)

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
      // Cancelled, or the page left, while the code loaded: no reader is started for it.
      if (run.current !== id) return
      started.current = true
      const text = await reader.readPicture(picture, ({ stage, progress }) => {
        if (run.current === id) setReading({ stage, progress, preview })
      })
      if (run.current !== id) return
      if (!text) return setMessage(words.noText)
      onText([before, text].filter(Boolean).join('\n'))
      setMessage(words.done)
    } catch {
      if (run.current !== id) return
      stop()
      setMessage(words.failed)
    } finally {
      finish(preview)
    }
  }

  /** Ends this page's reading now, not after an import, when the next page may have its own. */
  function stop() {
    run.current++
    if (started.current) loaded?.stopReading()
    started.current = false
  }

  function cancel() {
    stop()
    if (reading) finish(reading.preview)
    setMessage('')
  }

  // A page left for good (or drawn anew in another language) stops its worker.
  useEffect(() => stop, [])

  return { reading, message, read, cancel }
}

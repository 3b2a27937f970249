import { useEffect } from 'react'
import { usePictureReader } from '../hooks/use-picture-reader'
import { useShareInbox } from '../hooks/use-share-inbox'
import { firstPicture } from '../ocr/picture-limits'
import { useCheckWords } from '../words-context'

const hasFiles = (transfer: DataTransfer | null) => Boolean(transfer?.types.includes('Files'))

/**
 * The ways a screenshot comes in: the file input, a pasted or dropped picture anywhere on the page,
 * and the share sheet (with its text). `onText` gets the message, which is checked at once.
 */
export function ScreenshotIntake({ onText }: { onText: (text: string) => void }) {
  const words = useCheckWords().picture
  const { reading, message, read, cancel } = usePictureReader(onText)

  useShareInbox(({ text, picture }) => {
    if (text) onText(text)
    if (picture) void read(picture, text)
  })

  useEffect(() => {
    const take = (event: ClipboardEvent | DragEvent, transfer: DataTransfer | null) => {
      const picture = transfer ? firstPicture(transfer.files) : null
      if (!picture && !(event.type === 'drop' && hasFiles(transfer))) return
      event.preventDefault()
      if (picture) void read(picture)
      else void read(transfer!.files[0]!)
    }
    const onPaste = (event: ClipboardEvent) => take(event, event.clipboardData)
    const onDrop = (event: DragEvent) => take(event, event.dataTransfer)
    const onDragOver = (event: DragEvent) => {
      if (hasFiles(event.dataTransfer)) event.preventDefault()
    }
    document.addEventListener('paste', onPaste)
    document.addEventListener('drop', onDrop)
    document.addEventListener('dragover', onDragOver)
    return () => {
      document.removeEventListener('paste', onPaste)
      document.removeEventListener('drop', onDrop)
      document.removeEventListener('dragover', onDragOver)
    }
  })

  return (
    // Shown while a picture is read only (never in the prerendered page): styled in place, so that
    // the stylesheet every page inlines does not grow.
    <div className="field screenshot-intake">
      <label htmlFor="check-screenshot">{words.button}</label>
      <input
        id="check-screenshot"
        type="file"
        accept="image/*"
        aria-describedby="check-screenshot-hint"
        disabled={reading !== null}
        onChange={(event) => {
          const picture = event.target.files?.[0]
          event.target.value = ''
          if (picture) void read(picture)
        }}
      />
      <p id="check-screenshot-hint" className="field__hint">
        {words.hint}
      </p>
      <div role="status" className="screenshot-intake__status">
        {reading ? (
          <>
            <p>{reading.stage === 'downloading' ? words.downloading : words.reading}</p>
            <progress
              aria-label={words.progressLabel}
              max={1}
              value={reading.progress}
              style={{ width: '100%' }}
            />
          </>
        ) : (
          message && <p>{message}</p>
        )}
      </div>
      {reading ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' }}>
          <img
            src={reading.preview}
            alt={words.preview}
            style={{
              maxWidth: '6rem',
              maxHeight: '12rem',
              border: '1px solid var(--color-border)',
            }}
          />
          <button type="button" className="button button--secondary" onClick={cancel}>
            {words.cancel}
          </button>
        </div>
      ) : null}
    </div>
  )
}

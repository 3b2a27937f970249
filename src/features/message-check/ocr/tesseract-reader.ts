import type { LoggerMessage, Worker } from 'tesseract.js'
// The library's own ES module build: self-contained, so the site's entry needs no CommonJS shims.
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js'
import { ocrFiles } from '@/config/ocr-files'
import { screenshotText } from './screenshot-text'

/** What the reader is doing: fetching its code and model (first use), then reading. */
export type ReadingStage = 'downloading' | 'reading'
export type ReadingProgress = { stage: ReadingStage; progress: number }

let reader: Promise<Worker> | null = null
let report: (progress: ReadingProgress) => void = () => {}

function onLog({ status, progress }: LoggerMessage) {
  report({ stage: status === 'recognizing text' ? 'reading' : 'downloading', progress })
}

/** One worker for the page, made on the first picture: its files come from this site only. */
function startReader(): Promise<Worker> {
  return Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    workerPath: ocrFiles.worker,
    corePath: ocrFiles.core,
    langPath: ocrFiles.language,
    // A worker from its own address, which the page's policy names: never a blob.
    workerBlobURL: false,
    // The service worker keeps the model; nothing else stores it.
    cacheMethod: 'none',
    gzip: true,
    logger: onLog,
  })
}

/** Phone text drawn this wide reads as well as at full size, and much faster. */
const readWidth = 720

/**
 * The picture as the reader reads it best: at most 720 pixels wide, in grey, dark text on a light
 * ground (a dark-mode screenshot is inverted, which saves the reader trying both ways).
 */
async function prepare(picture: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(picture)
  const scale = Math.min(1, readWidth / bitmap.width)
  const width = Math.round(bitmap.width * scale)
  const height = Math.round(bitmap.height * scale)
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const pixels = context.getImageData(0, 0, width, height).data
  let light = 0
  for (let index = 0; index < pixels.length; index += 4 * 97)
    light += 0.299 * pixels[index]! + 0.587 * pixels[index + 1]! + 0.114 * pixels[index + 2]!
  const dark = light / Math.ceil(pixels.length / (4 * 97)) < 110
  context.filter = `grayscale(1)${dark ? ' invert(1)' : ''}`
  context.drawImage(canvas, 0, 0)
  return canvas.convertToBlob({ type: 'image/png' })
}

/** The message in a screenshot: the text the OCR engine reads, less the phone's own frame. */
export async function readPicture(
  picture: Blob,
  onProgress: (progress: ReadingProgress) => void,
): Promise<string> {
  report = onProgress
  onProgress({ stage: 'downloading', progress: 0 })
  reader ??= startReader()
  const started = reader
  const worker = await started
  const prepared = await prepare(picture)
  // Stopped while it started: its worker is gone, and this reading ends here.
  if (reader !== started) throw new Error('The reading was stopped')
  const { data } = await worker.recognize(prepared)
  return screenshotText(data.text)
}

/** Stops a reading (Cancel, or the page closing): the next picture starts a fresh worker. */
export function stopReading() {
  const stopping = reader
  reader = null
  report = () => {}
  void stopping?.then((worker) => worker.terminate()).catch(() => {})
}

/**
 * Where this site serves the picture reader's files (tesseract.js, its core and the English model),
 * copied from their packages by the build (build-plugins/ocr-files.ts). Each folder names the
 * version it holds, so its files are kept forever; the service worker keeps them once read.
 */
export const ocrFolder = '/ocr/'

/** tesseract.js's worker script. */
export const ocrWorkerPath = `${ocrFolder}tesseract-7.0.0/worker.min.js`

export const ocrFiles = {
  worker: ocrWorkerPath,
  /** A folder: the worker picks the core its browser runs fastest (relaxed SIMD, SIMD, plain). */
  core: `${ocrFolder}core-7.0.0/`,
  /** `eng.traineddata.gz` of `@tesseract.js-data/eng`, `4.0.0_best_int`. */
  language: `${ocrFolder}eng-4.0.0_best_int/`,
}

/** The ES module build of tesseract.js exports the same API as its main entry, as one object. */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import type * as Tesseract from 'tesseract.js'
  const tesseract: typeof Tesseract
  export default tesseract
}

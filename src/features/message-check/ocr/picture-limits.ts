/** The largest picture read: phone screenshots are far smaller. */
export const maxPictureBytes = 15 * 1024 * 1024

export type PictureProblem = 'not-image' | 'too-large'

/** Why a file given as a screenshot is refused, or null when it can be read. */
export function pictureProblem(file: { type: string; size: number }): PictureProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'not-image'
  return file.size > maxPictureBytes ? 'too-large' : null
}

/** The first picture among files given by a paste, a drop or the share sheet. */
export const firstPicture = (files: Iterable<File>): File | null => {
  for (const file of files) if (file.type.startsWith('image/')) return file
  return null
}

import { useCallback, useState } from 'react'
import { useCommonMessages } from '@/components/locale-context'

type ImageWithFallbackProps = {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
}

/** An image that keeps its box and says 'Image unavailable' when the file cannot be loaded. */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  className,
  loading,
  fetchPriority,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState(false)
  const { imageUnavailable } = useCommonMessages()
  // A prerendered image can fail before React hydrates and listens for its error event.
  const checkBrokenBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) {
    return (
      <span
        className={['image-fallback', className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: `${width}px` }}
      >
        {imageUnavailable}
        {alt ? <span className="visually-hidden">: {alt}</span> : null}
      </span>
    )
  }

  return (
    <img
      ref={checkBrokenBeforeHydration}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
    />
  )
}

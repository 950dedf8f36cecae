import { artworkFor } from '../art'

/**
 * Decorative artwork of an offer or event (its text says what it shows), sized to avoid layout shift.
 * Lazy, unless it is the first image on screen (`isPriority`), which is often the page's largest paint.
 */
export function Artwork({
  name,
  sizes,
  className,
  isPriority = false,
}: {
  name: string
  sizes: string
  className?: string
  isPriority?: boolean
}) {
  const { src, srcSet } = artworkFor(name)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  )
}

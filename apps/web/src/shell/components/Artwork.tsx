import { artworkFor } from '../art'

/** Decorative artwork of an offer or event (its text says what it shows). Lazy, sized to avoid layout shift. */
export function Artwork({ name, sizes, className }: { name: string; sizes: string; className?: string }) {
  const { src, srcSet } = artworkFor(name)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

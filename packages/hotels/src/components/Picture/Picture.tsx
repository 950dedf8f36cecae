import type { Hotel } from '@rihla/api-contract/hotels'

export type Photo = Hotel['photos'][number]

/** One photo at 1x and 2x density; in the viewer not draggable, so a mouse's swipe is not a drag. */
export function Picture({
  photo,
  className,
  eager,
  swipeable,
}: {
  photo: Photo
  className: string
  eager?: boolean
  swipeable?: boolean
}) {
  return (
    <img
      className={className}
      draggable={swipeable ? false : undefined}
      src={photo.src}
      srcSet={`${photo.src} 1x, ${photo.src2x} 2x`}
      alt={photo.caption}
      loading={eager ? 'eager' : 'lazy'}
      width={640}
      height={427}
    />
  )
}

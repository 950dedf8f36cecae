import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { EventImage } from '@rihla/api-contract/events'
import { useState } from 'react'
import { ToggleButton } from 'react-aria-components/ToggleButton'
import * as styles from './Gallery.css'

/** An event's pictures: the one shown large, and a button per picture to show it instead. */
export function Gallery({ images }: { images: readonly EventImage[] }) {
  const { i18n } = useLingui()
  const [shown, setShown] = useState(0)
  const image = images[shown]
  if (!image) return null
  return (
    <figure className={styles.gallery}>
      <img
        className={styles.main}
        src={image.src}
        srcSet={image.srcset}
        width={image.width}
        height={image.height}
        alt={image.alt}
      />
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={i18n._(msg`Photos`)}>
          {images.map((picture, index) => (
            <li key={picture.src}>
              <ToggleButton
                className={styles.thumb}
                isSelected={index === shown}
                aria-label={i18n._(msg`Show photo ${index + 1}: ${picture.alt}`)}
                onChange={() => setShown(index)}
              >
                <img
                  className={styles.thumbImage}
                  src={picture.src}
                  alt=""
                  loading="lazy"
                  width={96}
                  height={54}
                />
              </ToggleButton>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  )
}

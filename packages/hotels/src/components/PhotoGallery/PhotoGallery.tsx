import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { modalAtom, useLocale } from '@rihla/core'
import { directionOf, formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import type { PointerEvent } from 'react'
import { Picture } from '../Picture/Picture'
import type { Photo } from '../Picture/Picture'
import * as styles from './PhotoGallery.css'

/** How many photos the page shows before "See all photos". */
const STRIP = 5
/** How far a finger must travel sideways to turn a photo. */
const SWIPE_PX = 40

/**
 * The hotel's photos: a strip in the page, each opening the `galleryModal` at that photo. In the dialog
 * the arrow keys (mirrored in Arabic), the buttons and a sideways swipe turn the photos.
 */
export function PhotoGallery({ photos, hotelName }: { photos: readonly Photo[]; hotelName: string }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [current, setShown] = useState<number | null>(null)
  // Open in the modal registry, so a route change closes it with every other modal (SPEC.md §4).
  const [isRegistered, setRegistered] = useAtom(modalAtom('galleryModal'))
  const shown = isRegistered ? current : null
  const open = (at: number) => {
    setShown(at)
    setRegistered(true)
  }
  const swipeStart = useRef<number | null>(null)
  const count = photos.length
  const isOpen = shown !== null
  const turn = (by: number) => setShown((index) => (index === null ? index : (index + by + count) % count))
  // The photo after this one lies to the left in Arabic, as the page reads.
  const forward = directionOf(locale) === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
  // On the document: the arrows turn the photos wherever focus is in the dialog (it opens on its close
  // button), and the dialog holds no control the arrows move within.
  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const by = event.key === forward ? 1 : event.key === backward ? -1 : 0
      if (!by) return
      event.preventDefault()
      setShown((index) => (index === null ? index : (index + by + count) % count))
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen, forward, backward, count])
  if (count === 0) return null
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return
    const towardsStart = directionOf(locale) === 'rtl' ? event.clientX < start : event.clientX > start
    turn(towardsStart ? -1 : 1)
  }
  const photo = shown === null ? undefined : photos[shown]
  const position = shown === null ? '' : formatNumber(shown + 1, locale)
  const total = formatNumber(count, locale)

  return (
    <section className={styles.strip} aria-label={i18n._(msg`Photos`)}>
      {photos.slice(0, STRIP).map((item, index) => (
        <button
          key={item.id}
          type="button"
          className={index === 0 ? styles.leadThumb : styles.thumb}
          onClick={() => open(index)}
        >
          <Picture photo={item} className={styles.thumbImage} eager={index === 0} />
        </button>
      ))}
      <Button variant="secondary" size="sm" className={styles.all} onPress={() => open(0)}>
        <Trans>See all {total} photos</Trans>
      </Button>
      <Modal
        isOpen={photo !== undefined}
        onOpenChange={setRegistered}
        title={<Trans>Photos of {hotelName}</Trans>}
        closeLabel={i18n._(msg`Close`)}
        size="lg"
      >
        {photo ? (
          <div
            className={styles.viewer}
            onPointerDown={(event) => (swipeStart.current = event.clientX)}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <figure className={styles.figure}>
              <Picture key={photo.id} photo={photo} className={styles.large} eager swipeable />
              <figcaption className={styles.caption} aria-live="polite">
                <Trans>
                  Photo {position} of {total}: {photo.caption}
                </Trans>
              </figcaption>
            </figure>
            <div className={styles.controls}>
              <Button variant="secondary" onPress={() => turn(-1)}>
                <ChevronLeft size={18} aria-hidden className={styles.mirrored} />
                <Trans>Previous photo</Trans>
              </Button>
              <Button variant="secondary" onPress={() => turn(1)}>
                <Trans>Next photo</Trans>
                <ChevronRight size={18} aria-hidden className={styles.mirrored} />
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  )
}

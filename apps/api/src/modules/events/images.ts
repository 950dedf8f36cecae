import type { Locale, LocalizedText } from '@rihla/api-contract'
import type { EventImage } from '@rihla/api-contract/events'

/** Display size at 1x; the 2x file has twice the pixels. 3:2, as the cards and the gallery show them. */
export const IMAGE_WIDTH = 640
export const IMAGE_HEIGHT = 427

/** Where the API serves an event's images (modules/events/routes.ts draws them). */
export const IMAGE_BASE = '/api/v2/events/images'

/** What an event's pictures show, in order; the first is its card's. */
export const IMAGE_SUBJECTS: readonly LocalizedText[] = [
  { en: 'The venue', ar: 'المكان' },
  { en: 'The crowd', ar: 'الجمهور' },
  { en: 'On stage', ar: 'على المسرح' },
  { en: 'At night', ar: 'في الليل' },
  { en: 'Up close', ar: 'عن قرب' },
]

/** An event's gallery: `count` webp images at 1x and 2x, each with what it shows as its text. */
export function galleryOf(eventId: string, count: number, title: string, locale: Locale): EventImage[] {
  return Array.from({ length: count }, (_, index) => {
    const base = `${IMAGE_BASE}/${eventId}/${index + 1}`
    const src = `${base}.webp`
    return {
      src,
      srcset: `${src} 1x, ${base}@2x.webp 2x`,
      width: IMAGE_WIDTH,
      height: IMAGE_HEIGHT,
      alt: `${title}: ${IMAGE_SUBJECTS[index % IMAGE_SUBJECTS.length]![locale]}`,
    }
  })
}

// Artwork of the offers and events the API names by key; each SVG becomes WebP at 1x and 2x widths.

import flightsSrcSet from './flights.svg?w=320;480;640;960&format=webp&as=srcset'
import flightsSrc from './flights.svg?w=640&format=webp'
import hotelsSrcSet from './hotels.svg?w=320;480;640;960&format=webp&as=srcset'
import hotelsSrc from './hotels.svg?w=640&format=webp'
import busSrcSet from './bus.svg?w=320;480;640;960&format=webp&as=srcset'
import busSrc from './bus.svg?w=640&format=webp'
import trainSrcSet from './train.svg?w=320;480;640;960&format=webp&as=srcset'
import trainSrc from './train.svg?w=640&format=webp'
import eventsSrcSet from './events.svg?w=320;480;640;960&format=webp&as=srcset'
import eventsSrc from './events.svg?w=640&format=webp'
import musicSrcSet from './music.svg?w=320;480;640;960&format=webp&as=srcset'
import musicSrc from './music.svg?w=640&format=webp'
import motorsportSrcSet from './motorsport.svg?w=320;480;640;960&format=webp&as=srcset'
import motorsportSrc from './motorsport.svg?w=640&format=webp'
import heritageSrcSet from './heritage.svg?w=320;480;640;960&format=webp&as=srcset'
import heritageSrc from './heritage.svg?w=640&format=webp'
import festivalSrcSet from './festival.svg?w=320;480;640;960&format=webp&as=srcset'
import festivalSrc from './festival.svg?w=640&format=webp'
import footballSrcSet from './football.svg?w=320;480;640;960&format=webp&as=srcset'
import footballSrc from './football.svg?w=640&format=webp'
import desertSrcSet from './desert.svg?w=320;480;640;960&format=webp&as=srcset'
import desertSrc from './desert.svg?w=640&format=webp'

export interface Artwork {
  src: string
  srcSet: string
}

export const artwork = {
  flights: { src: flightsSrc, srcSet: flightsSrcSet },
  hotels: { src: hotelsSrc, srcSet: hotelsSrcSet },
  bus: { src: busSrc, srcSet: busSrcSet },
  train: { src: trainSrc, srcSet: trainSrcSet },
  events: { src: eventsSrc, srcSet: eventsSrcSet },
  music: { src: musicSrc, srcSet: musicSrcSet },
  motorsport: { src: motorsportSrc, srcSet: motorsportSrcSet },
  heritage: { src: heritageSrc, srcSet: heritageSrcSet },
  festival: { src: festivalSrc, srcSet: festivalSrcSet },
  football: { src: footballSrc, srcSet: footballSrcSet },
  desert: { src: desertSrc, srcSet: desertSrcSet },
} satisfies Record<string, Artwork>

export type ArtKey = keyof typeof artwork

/** The artwork for a key; an unknown key (an artwork this build does not ship) gets the desert. */
export const artworkFor = (key: string): Artwork => (key in artwork ? artwork[key as ArtKey] : artwork.desert)

/*
 * The hotel photos the API names (`/images/hotels/{hotelId}/{n}.webp` and `{n}@2x.webp`), drawn at build
 * time: the site ships no photographs and fetches none, so each photo is an illustration of what its
 * caption says (façade, lobby, room, pool…), in colours of its own hotel. The hotels and how many photos
 * each has come from the API's own catalogue (its seed, which gives every hotel its photo count), so the
 * pictures and the API's answers cannot disagree. Drawn once into node_modules/.cache and copied from there
 * by later builds; the dev server draws them on request.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { runnerImport } from 'vite'
import type { Plugin } from 'vite'

/** Display size at 1x; the 2x file has twice the pixels. 3:2, as the cards and the gallery show them. */
const WIDTH = 640
const HEIGHT = 427
/** Bump when the drawing changes, so cached photos are drawn again. */
const DRAWING = 1

const apiSeed = new URL('../../api/src/db/seed/', import.meta.url)
const cacheDir = new URL(`../node_modules/.cache/hotel-photos-${DRAWING}/`, import.meta.url)
const PHOTO_PATH = /^\/images\/hotels\/([a-z0-9-]+)\/(\d+)(@2x)?\.webp$/

interface Photo {
  hotelId: string
  /** 1-based, as in its path. */
  n: number
}

/** Every photo the API names: the seed's hotels, each with the count its seed row gives it. */
async function cataloguePhotos(): Promise<Photo[]> {
  const data = JSON.parse(await readFile(new URL('data/hotels.json', apiSeed), 'utf8')) as {
    properties: { id: string }[]
  }
  // The seed's module, through Vite's module runner: it is the API's TypeScript, with its own imports.
  const { module } = await runnerImport<{ hotelRow: (property: never) => { photoCount: number } }>(
    new URL('hotels.ts', apiSeed).pathname,
    { configFile: false, logLevel: 'error' },
  )
  return data.properties.flatMap((property) =>
    Array.from({ length: module.hotelRow(property as never).photoCount }, (_, index) => ({
      hotelId: property.id,
      n: index + 1,
    })),
  )
}

/** A number from 0 to 1 that a text always gives (FNV-1a), for a hotel's colours. */
function hashOf(text: string) {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return (hash >>> 0) / 2 ** 32
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)`

/** A tower of floors of windows: the façade, and the skyline of a view. */
function building(x: number, width: number, height: number, hue: number) {
  const top = HEIGHT - 60 - height
  const windows: string[] = []
  for (let y = top + 16; y < HEIGHT - 80; y += 26)
    for (let wx = x + 12; wx < x + width - 20; wx += 24)
      windows.push(`<rect x="${wx}" y="${y}" width="12" height="14" rx="2" fill="${hsl(45, 80, 78)}"/>`)
  return `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="4" fill="${hsl(hue, 18, 82)}"/>${windows.join('')}`
}

/** What a photo shows, as the API's captions order them: façade, lobby, room, bathroom, restaurant, view… */
function scene(index: number, hue: number, seed: number) {
  const floor = `<rect y="${HEIGHT - 110}" width="${WIDTH}" height="110" fill="${hsl(hue + 30, 25, 62)}"/>`
  const wall = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(hue, 30, 88)}"/>`
  const sky = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  const ground = `<rect y="${HEIGHT - 60}" width="${WIDTH}" height="60" fill="${hsl(38, 40, 70)}"/>`
  const bed = `<rect x="150" y="230" width="340" height="90" rx="10" fill="${hsl(0, 0, 97)}"/><rect x="140" y="170" width="360" height="70" rx="10" fill="${hsl(hue, 40, 40)}"/><rect x="180" y="210" width="110" height="36" rx="12" fill="#fff"/><rect x="350" y="210" width="110" height="36" rx="12" fill="#fff"/>`
  const table = `<ellipse cx="320" cy="300" rx="170" ry="40" fill="${hsl(25, 45, 45)}"/><circle cx="250" cy="292" r="22" fill="#fff"/><circle cx="390" cy="292" r="22" fill="#fff"/><circle cx="320" cy="305" r="18" fill="${hsl(hue + 160, 60, 60)}"/>`
  const lamps = [160, 320, 480]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="80" stroke="#555" stroke-width="3"/><circle cx="${x}" cy="92" r="20" fill="${hsl(45, 90, 70)}"/>`,
    )
    .join('')
  const water = `<rect y="${HEIGHT - 170}" width="${WIDTH}" height="170" fill="${hsl(195, 70, 55)}"/>${[
    0, 1, 2,
  ]
    .map(
      (row) =>
        `<path d="M0 ${HEIGHT - 130 + row * 45} q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-opacity=".6" stroke-width="4" fill="none"/>`,
    )
    .join('')}`
  const tiles = Array.from(
    { length: 12 },
    (_, i) => `<line x1="${i * 56}" y1="0" x2="${i * 56}" y2="${HEIGHT}" stroke="#fff" stroke-width="2"/>`,
  ).join('')
  switch (index % 10) {
    case 0: // Exterior
      return `${sky}${ground}${building(200, 240, 250 + seed * 60, hue)}${building(60, 110, 150, hue + 20)}${building(470, 120, 180, hue - 20)}`
    case 5: // View
      return `${sky}${ground}${[40, 150, 260, 370, 480].map((x, i) => building(x, 90, 120 + ((i * 53 + seed * 100) % 140), hue + i * 8)).join('')}`
    case 2:
    case 7: // Guest room, suite
      return `${wall}${floor}${bed}`
    case 3:
    case 6: // Bathroom, pool
      return `${index % 10 === 3 ? wall + tiles : sky}${water}`
    default: // Lobby, restaurant, breakfast, fitness centre
      return `${wall}${lamps}${floor}${table}`
  }
}

/** One photo as SVG: its hotel's hues, its subject's scene. */
export function photoSvg({ hotelId, n }: Photo) {
  const seed = hashOf(`${hotelId}/${n}`)
  const hue = hashOf(hotelId) * 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 70, 62)}"/><stop offset="1" stop-color="${hsl(30, 80, 85)}"/></linearGradient></defs>
${scene(n - 1, hue, seed)}</svg>`
}

/** A photo as webp at a density, from the cache or drawn now. */
async function photoWebp(photo: Photo, density: 1 | 2) {
  const file = new URL(`${photo.hotelId}/${photo.n}${density === 2 ? '@2x' : ''}.webp`, cacheDir)
  try {
    return await readFile(file)
  } catch {
    const webp = await sharp(Buffer.from(photoSvg(photo)), { density: 72 * density })
      .webp({ quality: 72 })
      .toBuffer()
    await mkdir(new URL('.', file), { recursive: true })
    await writeFile(file, webp)
    return webp
  }
}

/** Emits every hotel photo into the client build; serves them, drawn on request, in development. */
export function hotelPhotos(): Plugin {
  return {
    name: 'rihla:hotel-photos',
    async generateBundle() {
      const photos = await cataloguePhotos()
      const files = await Promise.all(
        photos.flatMap((photo) =>
          ([1, 2] as const).map(async (density) => ({
            fileName: join('images/hotels', photo.hotelId, `${photo.n}${density === 2 ? '@2x' : ''}.webp`),
            source: await photoWebp(photo, density),
          })),
        ),
      )
      for (const file of files) this.emitFile({ type: 'asset', ...file })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = PHOTO_PATH.exec(request.url?.split('?')[0] ?? '')
        if (!match) return next()
        const photo = { hotelId: match[1]!, n: Number(match[2]) }
        photoWebp(photo, match[3] ? 2 : 1).then(
          (webp) => response.setHeader('Content-Type', 'image/webp').end(webp),
          next,
        )
      })
    },
  }
}

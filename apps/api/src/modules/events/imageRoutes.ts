import type { Hono } from 'hono'
import sharp from 'sharp'
import type { AppEnv } from '../../http/env'
import { hashText } from '../inventory/random'
import { EVENT_SPECS } from './catalogue'
import { IMAGE_BASE, IMAGE_HEIGHT, IMAGE_WIDTH } from './images'
import { galleryCountOf } from './inventory'
import { sceneOf } from './imageScenes'

// The events' gallery pictures, drawn by the API on first request: the site ships no photographs and
// fetches none, so each picture is an illustration of what its text says (the venue, the crowd, the
// stage…) in colours of its own event, encoded as webp at 1x and 2x. Drawn pictures are kept in memory
// (a few hundred small files at most); they are derived, so losing them loses nothing.

const FILE = /^(\d+)(@2x)?\.webp$/
const drawn = new Map<string, Promise<Buffer>>()

function draw(eventId: string, index: number, scale: 1 | 2) {
  const key = `${eventId}/${index}@${scale}`
  let picture = drawn.get(key)
  if (!picture) {
    const hue = hashText(eventId) % 360
    const svg = sceneOf(index, hue, IMAGE_WIDTH, IMAGE_HEIGHT)
    picture = sharp(Buffer.from(svg))
      .resize(IMAGE_WIDTH * scale, IMAGE_HEIGHT * scale)
      .webp({ quality: 78 })
      .toBuffer()
    drawn.set(key, picture)
    picture.catch(() => drawn.delete(key))
  }
  return picture
}

/** GET /api/v2/events/images/{event}/{n}.webp and {n}@2x.webp: the gallery's pictures. */
export function registerEventImages(app: Hono<AppEnv>) {
  app.get(`${IMAGE_BASE}/:eventId/:file`, async (c) => {
    const spec = EVENT_SPECS.find((event) => event.id === c.req.param('eventId'))
    const match = FILE.exec(c.req.param('file'))
    const index = Number(match?.[1])
    if (!spec || !match || index < 1 || index > galleryCountOf(spec.id)) return c.notFound()
    const webp = await draw(spec.id, index - 1, match[2] ? 2 : 1)
    return c.body(new Uint8Array(webp), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400',
    })
  })
}

/*
 * Draws the coach photos the API's bus gallery names (`/images/buses/{class}/{n}.webp` and `{n}@2x.webp`)
 * into public/images/buses/: the site ships no photographs, so each is an illustration of its caption
 * (the coach outside, the seats, the family rows, the luggage hold, the charging points, the snack box),
 * in the class's colours. Run `pnpm --filter @rihla/web bus-photos` after changing the drawings or the
 * API's gallery, and commit the files: the build only copies them. The captions come from the API's
 * own gallery, so the pictures and its answers cannot disagree.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import sharp from 'sharp'
import { runnerImport } from 'vite'
import type { BusClass } from '@rihla/api-contract/buses'

const WIDTH = 640
const HEIGHT = 427

const COLOURS: Record<BusClass, { body: string; stripe: string; seat: string }> = {
  standard: { body: '#F4F1EA', stripe: '#0D6E5F', seat: '#2F6F8F' },
  vip: { body: '#1B2421', stripe: '#E9A92B', seat: '#7A3E2B' },
}

const sky = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#CFE6F2"/><rect y="300" width="${WIDTH}" height="127" fill="#D9C7A3"/>`
const cabin = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#E8E2D6"/><rect y="330" width="${WIDTH}" height="97" fill="#9A8F7E"/>`

/** One seat seen from behind: back, headrest and a cushion. */
const seat = (x: number, y: number, scale: number, colour: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="0" y="0" width="70" height="110" rx="14" fill="${colour}"/><rect x="10" y="-22" width="50" height="28" rx="8" fill="${colour}" opacity=".85"/><rect x="-4" y="100" width="78" height="22" rx="8" fill="#333" opacity=".35"/></g>`

/** Rows of seats down the aisle, nearer rows larger: `perRow` seats a side as the class lays them out. */
function seatRows(busClass: BusClass, highlightFront: boolean) {
  const { seat: colour } = COLOURS[busClass]
  const sides = busClass === 'vip' ? [1, 2] : [2, 2]
  const rows: string[] = []
  for (let row = 3; row >= 0; row--) {
    const scale = 0.55 + row * 0.22
    const y = 120 + row * 40
    const fill = highlightFront && row >= 2 ? '#C2410C' : colour
    const width = 80 * scale
    for (let i = 0; i < sides[0]!; i++) rows.push(seat(300 - (i + 1) * width - 30 * scale, y, scale, fill))
    for (let i = 0; i < sides[1]!; i++) rows.push(seat(340 + i * width + 30 * scale, y, scale, fill))
  }
  return rows.join('')
}

/** The coach from the side: body, the class's stripe, windows, door and wheels. */
function outside(busClass: BusClass) {
  const { body, stripe } = COLOURS[busClass]
  const windows = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${130 + i * 62}" y="150" width="52" height="60" rx="6" fill="#27424F"/>`,
  ).join('')
  return `${sky}<rect x="60" y="130" width="520" height="170" rx="24" fill="${body}" stroke="#555" stroke-width="2"/><rect x="60" y="230" width="520" height="18" fill="${stripe}"/><rect x="74" y="150" width="44" height="110" rx="6" fill="#27424F"/>${windows}<circle cx="160" cy="302" r="30" fill="#222"/><circle cx="480" cy="302" r="30" fill="#222"/><circle cx="160" cy="302" r="12" fill="#999"/><circle cx="480" cy="302" r="12" fill="#999"/>`
}

/** A caption's scene, from its words: they name what the photo shows in every class. */
function scene(busClass: BusClass, caption: string) {
  const text = caption.toLowerCase()
  if (text.includes('outside')) return outside(busClass)
  if (text.includes('family')) return `${cabin}${seatRows(busClass, true)}`
  if (text.includes('luggage'))
    return `${sky}<rect x="80" y="170" width="480" height="130" rx="10" fill="#444"/>${[0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${110 + i * 110}" y="${200 + (i % 2) * 20}" width="90" height="${80 - (i % 2) * 20}" rx="10" fill="${['#B45309', '#1F5FA6', '#0D6E5F', '#7A3E2B'][i]}"/>`,
      )
      .join('')}`
  if (text.includes('charging'))
    return `${cabin}<rect x="220" y="90" width="200" height="240" rx="20" fill="${COLOURS[busClass].seat}"/><rect x="280" y="250" width="80" height="40" rx="8" fill="#222"/><rect x="296" y="262" width="14" height="16" fill="#EEE"/><rect x="330" y="262" width="14" height="16" fill="#EEE"/>`
  if (text.includes('snack'))
    return `${cabin}<rect x="200" y="170" width="240" height="150" rx="12" fill="#F6E7C1" stroke="#B45309" stroke-width="4"/><circle cx="270" cy="230" r="28" fill="#C2410C"/><rect x="320" y="200" width="70" height="90" rx="8" fill="#1F5FA6"/>`
  return `${cabin}${seatRows(busClass, false)}`
}

const svgOf = (busClass: BusClass, caption: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(busClass, caption)}</svg>`

async function main() {
  // The API's module, through Vite's module runner: it is the API's TypeScript, with its own imports.
  const { module } = await runnerImport<{
    busGallery: (
      busClass: BusClass,
      locale: 'en',
    ) => { photos: { caption: string; src: string; src2x: string }[] }
  }>(new URL('../../api/src/modules/bus/search.ts', import.meta.url).pathname, {
    configFile: false,
    logLevel: 'error',
  })
  const publicDir = new URL('../public/', import.meta.url)
  for (const busClass of ['standard', 'vip'] as const) {
    for (const photo of module.busGallery(busClass, 'en').photos) {
      for (const [path, density] of [
        [photo.src, 1],
        [photo.src2x, 2],
      ] as const) {
        const file = new URL(`.${path}`, publicDir)
        await mkdir(new URL('.', file), { recursive: true })
        const webp = await sharp(Buffer.from(svgOf(busClass, photo.caption)), { density: 72 * density })
          .webp({ quality: 72 })
          .toBuffer()
        await writeFile(file, webp)
        console.log(`public${path}  ${(webp.length / 1024).toFixed(0)} KB`)
      }
    }
  }
}

await main()

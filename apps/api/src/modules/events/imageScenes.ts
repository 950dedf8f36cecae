// What an event's pictures show, as SVG: the venue, the crowd, the stage, the venue at night and a close
// view, in the order of the gallery's texts (images.ts IMAGE_SUBJECTS). Colours turn with the event's hue.

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`

/** A row of `count` shapes spread across the width. */
const spread = (count: number, width: number, shape: (x: number, index: number) => string) =>
  Array.from({ length: count }, (_, index) => shape(((index + 0.5) * width) / count, index)).join('')

function venue(hue: number, width: number, height: number) {
  const arch = `<path d="M${width * 0.15} ${height * 0.75} Q${width / 2} ${height * 0.2} ${width * 0.85} ${height * 0.75} Z" fill="${hsl(hue, 35, 45)}"/>`
  const flags = spread(
    7,
    width * 0.7,
    (x) =>
      `<rect x="${width * 0.15 + x}" y="${height * 0.42}" width="6" height="${height * 0.33}" fill="${hsl(hue, 20, 30)}"/>`,
  )
  return `${arch}${flags}<rect y="${height * 0.75}" width="${width}" height="${height * 0.25}" fill="${hsl(38, 40, 68)}"/>`
}

function crowd(hue: number, width: number, height: number) {
  const rows = [0.62, 0.72, 0.82, 0.92]
    .map((row, index) =>
      spread(
        14 + index * 2,
        width,
        (x, at) =>
          `<circle cx="${x + (index % 2) * 12}" cy="${height * row}" r="${16 + index * 2}" fill="${hsl(hue + at * 23, 45, 30 + index * 8)}"/>`,
      ),
    )
    .join('')
  return `<rect width="${width}" height="${height}" fill="${hsl(hue, 40, 82)}"/>${rows}`
}

function stage(hue: number, width: number, height: number) {
  const beams = spread(
    5,
    width,
    (x, index) =>
      `<polygon points="${x},0 ${x - 60},${height * 0.7} ${x + 60},${height * 0.7}" fill="${hsl(hue + index * 40, 80, 70)}" opacity="0.45"/>`,
  )
  return `<rect width="${width}" height="${height}" fill="${hsl(hue, 50, 14)}"/>${beams}<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="${hsl(hue, 30, 25)}"/>`
}

function night(hue: number, width: number, height: number) {
  const stars = spread(
    24,
    width,
    (x, index) => `<circle cx="${x}" cy="${((index * 37) % 60) + 10}" r="2" fill="#fff"/>`,
  )
  const moon = `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="28" fill="${hsl(50, 80, 85)}"/>`
  return `<rect width="${width}" height="${height}" fill="${hsl(230, 45, 16)}"/>${stars}${moon}${venue(hue, width, height)}`
}

function closeUp(hue: number, width: number, height: number) {
  const rings = [0.45, 0.33, 0.2]
    .map(
      (size, index) =>
        `<circle cx="${width / 2}" cy="${height / 2}" r="${height * size}" fill="${hsl(hue + index * 30, 55, 45 + index * 12)}"/>`,
    )
    .join('')
  return `<rect width="${width}" height="${height}" fill="${hsl(hue + 180, 30, 88)}"/>${rings}`
}

const SCENES = [venue, crowd, stage, night, closeUp]

/** The `index`-th picture of an event whose colours turn on `hue`, as an SVG document. */
export function sceneOf(index: number, hue: number, width: number, height: number) {
  const sky = `<rect width="${width}" height="${height}" fill="${hsl(hue + 200, 50, 80)}"/>`
  const scene = SCENES[index % SCENES.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sky}${scene(hue, width, height)}</svg>`
}

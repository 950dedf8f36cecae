// WCAG 2.x relative luminance and contrast, used to keep partner colours readable and to test the theme.

export type Rgb = readonly [red: number, green: number, blue: number]

export function parseHexColor(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`)
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb
}

export function toHexColor([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`
}

function linearChannel(channel: number): number {
  const srgb = channel / 255
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance(color: string | Rgb): number {
  const [red, green, blue] = typeof color === 'string' ? parseHexColor(color) : color
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue)
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string | Rgb, background: string | Rgb): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** Mixes `color` toward `target` by `amount` (0 keeps the colour, 1 gives the target). */
export function mixColors(color: string, target: string, amount: number): string {
  const from = parseHexColor(color)
  const to = parseHexColor(target)
  return toHexColor(
    from.map((channel, index) => channel + ((to[index] ?? channel) - channel) * amount) as unknown as Rgb,
  )
}

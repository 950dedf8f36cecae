import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { Plugin } from 'vite'

/** Rasterizes the social card (og:image, 1200×630) from its SVG source into the build, as PNG for every crawler. */
export function socialCard(source: URL): Plugin {
  return {
    name: 'rihla-social-card',
    apply: 'build',
    async generateBundle() {
      const png = await sharp(await readFile(source))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer()
      this.emitFile({ type: 'asset', fileName: 'social-card.png', source: png })
    },
  }
}

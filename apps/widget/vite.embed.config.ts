import { defineConfig } from 'vite'

/**
 * The loader partners put on their pages (`embed.js`): one classic script, no dependencies, no hash in
 * its name (partners link it once and keep it), beside the widget's build.
 */
export default defineConfig({
  publicDir: false,
  build: {
    target: 'es2019',
    outDir: 'dist',
    emptyOutDir: false,
    reportCompressedSize: false,
    lib: {
      entry: 'src/embed/embed.ts',
      formats: ['iife'],
      name: 'RihlaWidget',
      fileName: () => 'embed.js',
    },
  },
})

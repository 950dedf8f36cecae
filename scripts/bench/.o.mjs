// temp analysis (not committed): per source file bytes in the first page's entry chunks
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { decode } from '@jridgewell/sourcemap-codec'
const outDir = process.argv[2]
const html = await readFile(join(outDir, 'index.html'), 'utf8')
const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/g)].map(([, p]) => p)
const sizes = new Map()
for (const entry of entries) {
  const code = await readFile(join(outDir, entry), 'utf8')
  const map = JSON.parse(await readFile(join(outDir, entry) + '.map', 'utf8').catch(() => '{"mappings":"","sources":[]}'))
  const lines = decode(map.mappings)
  for (const [i, line] of code.split('\n').entries()) {
    const segs = lines[i] ?? []
    segs.forEach((s, k) => { const end = segs[k + 1]?.[0] ?? line.length; const src = s.length > 1 ? map.sources[s[1]] : '(none)'; sizes.set(src, (sizes.get(src) ?? 0) + end - s[0]) })
  }
}
const filter = process.argv[3] ? new RegExp(process.argv[3]) : null
const list = [...sizes].filter(([s]) => !filter || filter.test(s)).sort((a, b) => b[1] - a[1])
for (const [s, n] of list.slice(0, Number(process.argv[4] ?? 60))) console.log(String(n).padStart(7), s.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, ''))

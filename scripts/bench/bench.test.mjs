// node --test scripts/bench: the benchmark's own arithmetic and parsing, without a build or a browser.
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { median } from './median.mjs'
import { brotliSize, stylesheetHrefs } from './sizes.mjs'
import { formatTable } from './table.mjs'

test('median takes the middle run, or the mean of the two middle ones, whatever the order', () => {
  assert.equal(median([3400, 2100, 5000]), 3400)
  assert.equal(median([90, 70, 80, 100]), 85)
  assert.equal(median([0.02]), 0.02)
  assert.throws(() => median([]))
})

test('stylesheetHrefs keeps stylesheets in document order and skips other links', () => {
  const html = `<link rel="icon" href="/favicon.svg">
    <link rel="modulepreload" crossorigin href="/assets/a.js">
    <link rel="stylesheet" crossorigin href="/assets/a.css">
    <link href='/assets/b.css' rel='preload stylesheet'>
    <LINK REL=stylesheet HREF=/assets/c.css>
    <link rel="alternate stylesheet-like" href="/assets/d.css">`
  assert.deepEqual(stylesheetHrefs(html), ['/assets/a.css', '/assets/b.css', '/assets/c.css'])
})

test('brotliSize reads the build’s .br when there is one and compresses the file itself otherwise', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'rihla-bench-test-'))
  try {
    const source = 'export const greeting = "marhaba";\n'.repeat(40)
    await writeFile(join(dir, 'plain.js'), source)
    const own = await brotliSize(join(dir, 'plain.js'))
    assert.ok(own > 0 && own < source.length)
    assert.ok(own <= brotliCompressSync(source).length)

    await writeFile(join(dir, 'built.js'), source)
    await writeFile(join(dir, 'built.js.br'), Buffer.alloc(7))
    assert.equal(await brotliSize(join(dir, 'built.js')), 7)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('formatTable aligns columns and marks only the figures that have a budget', () => {
  const lines = formatTable([
    { figure: 'critical', value: '9.1 KB', budget: '≤ 14.0 KB', pass: true },
    { figure: 'score', value: '83', budget: '≥ 95', pass: false },
    { figure: 'lazy chunk', value: '0.1 KB' },
  ]).split('\n')
  assert.equal(lines.length, 5)
  assert.match(lines[2], /^critical\s+9\.1 KB\s+≤ 14\.0 KB\s+✓$/)
  assert.match(lines[3], /^score\s+83\s+≥ 95\s+✗$/)
  assert.match(lines[4], /^lazy chunk\s+0\.1 KB\s+—$/)
  const valueEnd = (line) => line.indexOf('KB') + 2
  assert.equal(valueEnd(lines[2]), valueEnd(lines[4]))
})

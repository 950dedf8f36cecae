export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
export const milliseconds = (ms) => `${Math.round(ms)} ms`

/** Rows of { figure, value, budget, pass } (pass undefined when the figure has no budget) as aligned text. */
export function formatTable(rows) {
  const cells = [
    ['Figure', 'Value', 'Budget', ''],
    ...rows.map(({ figure, value, budget, pass }) => [
      figure,
      value,
      budget ?? '—',
      pass === undefined ? '' : pass ? '✓' : '✗',
    ]),
  ]
  return alignColumns(cells, (column) => column === 1)
}

/** Rows of cells (the first row the heading) as aligned text, numbers' columns aligned to the right. */
function alignColumns(cells, alignRight) {
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)))
  const line = (row) =>
    row
      .map((cell, column) =>
        alignRight(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd()
  return [
    line(cells[0]),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n')
}

/**
 * Lighthouse medians with each page's English and Arabic side by side: one line per page, each cell
 * `en / ar`. Takes results of { name, language: 'en' | 'ar', score, lcp, fcp, tbt, cls, speedIndex,
 * fontBytes }, in the order the pages should show.
 */
export function formatLighthouse(results) {
  const columns = [
    ['Score', ({ score }) => String(score)],
    ['LCP', ({ lcp }) => seconds(lcp)],
    ['FCP', ({ fcp }) => seconds(fcp)],
    ['TBT', ({ tbt }) => milliseconds(tbt)],
    ['CLS', ({ cls }) => cls.toFixed(3)],
    ['Speed Index', ({ speedIndex }) => seconds(speedIndex)],
    ['Fonts', ({ fontBytes }) => kilobytes(fontBytes)],
  ]
  const names = [...new Set(results.map(({ name }) => name))]
  const cells = [
    ['en / ar', ...columns.map(([title]) => title)],
    ...names.map((name) => {
      const [en, ar] = ['en', 'ar'].map((language) =>
        results.find((result) => result.name === name && result.language === language),
      )
      return [
        name,
        ...columns.map(([, show]) => [en, ar].map((result) => (result ? show(result) : '—')).join(' / ')),
      ]
    }),
  ]
  return alignColumns(cells, (column) => column > 0)
}

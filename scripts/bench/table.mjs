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
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)))
  const line = (row) =>
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd()
  return [
    line(cells[0]),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n')
}

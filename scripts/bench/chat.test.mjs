// node --test scripts/bench: issue 17's chat rows, without a server.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { chatRows } from './chat.mjs'

test('the table names the load and rounds the figures to milliseconds', () => {
  const rows = chatRows({ chats: 100, messages: 600, p50: 12.4, p95: 30.6 })
  assert.deepEqual(
    rows.map(({ figure, value }) => [figure, value]),
    [
      ['Support chat send → shown p50 (100 chats at once, 600 messages)', '12 ms'],
      ['Support chat send → shown p95', '31 ms'],
    ],
  )
})

import { describe, expect, it } from 'vitest'
import { bootChunkFiles } from './bootChunks.ts'

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, moduleIds, isEntry }) as const

const bundle = [
  chunk('assets/index.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true),
  chunk('assets/runtime.js', [], []),
  chunk(
    'assets/clients.js',
    ['assets/index.js', 'assets/schemas.js', 'assets/site.js'],
    ['/repo/packages/api-clients/src/clients.ts'],
  ),
  chunk('assets/schemas.js', ['assets/registries.js'], ['/repo/node_modules/zod/v4/core/core.js']),
  chunk('assets/registries.js', [], ['/repo/node_modules/zod/v4/core/registries.js']),
  chunk('assets/site.js', ['assets/schemas.js'], ['/repo/packages/api-contract/src/site.ts']),
  chunk('assets/FlightResults.js', ['assets/schemas.js'], ['/repo/packages/flights/src/screens/Results.tsx']),
  { type: 'asset' } as const,
]

describe('bootChunkFiles', () => {
  it('lists the entry’s imports and each chunk of a named module with all it imports, never the entry', () => {
    expect(bootChunkFiles(bundle, [/api-clients\/src\/clients\.ts$/]).sort()).toEqual([
      'assets/clients.js',
      'assets/registries.js',
      'assets/runtime.js',
      'assets/schemas.js',
      'assets/site.js',
    ])
  })

  it('leaves out lazy chunks no named module is in', () => {
    expect(bootChunkFiles(bundle, [])).toEqual(['assets/runtime.js'])
    expect(bootChunkFiles(bundle, [/nothing-here/])).not.toContain('assets/FlightResults.js')
  })
})

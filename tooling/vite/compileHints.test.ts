import { describe, expect, it } from 'vitest'
import { compileHintBanner } from './compileHints.ts'

describe('compileHintBanner', () => {
  it('marks the entry and zod’s core for eager compiling, and no other chunk', () => {
    expect(compileHintBanner({ isEntry: true, moduleIds: ['/app/src/main.tsx'] })).toBe(
      '//# allFunctionsCalledOnLoad',
    )
    expect(
      compileHintBanner({ isEntry: false, moduleIds: ['/repo/node_modules/zod/v4/core/schemas.js'] }),
    ).toBe('//# allFunctionsCalledOnLoad')
    expect(compileHintBanner({ isEntry: false, moduleIds: ['/repo/packages/flights/src/Results.tsx'] })).toBe(
      '',
    )
  })
})

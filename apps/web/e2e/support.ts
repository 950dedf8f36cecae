import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../../api', import.meta.url))

/** A widget payload signed the way a partner signs one, with the API's own command. */
export function signWidgetPayload(widgetId: string): string {
  const output = execFileSync('node_modules/.bin/tsx', ['src/modules/widget/cli.ts', '--widget', widgetId], {
    cwd: apiDir,
    encoding: 'utf8',
  })
  return output.trim().split('\n').at(-1)!
}

export const apiUrl = `http://localhost:${process.env.E2E_API_PORT ?? 4610}`

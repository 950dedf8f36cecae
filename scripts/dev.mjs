// npm run dev: the API (restarting on change) and the site (Vite with hot reload, proxying the API).
import { pnpm, startService, stopService, waitForUrl } from './lib/run.mjs'

await pnpm(['install', '--frozen-lockfile', '--prefer-offline'])
const api = startService('api', 'pnpm', ['--filter', '@rihla/api', 'dev'])
const web = startService('web', 'pnpm', ['--filter', '@rihla/web', 'dev'])
const stop = () => {
  stopService(api)
  stopService(web)
  setTimeout(() => process.exit(0), 300)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
await waitForUrl('http://localhost:4000/health', { child: api })
await waitForUrl('http://localhost:5173/', { child: web })
console.log('\n  Rihla (development): http://localhost:5173/   API: http://localhost:4000/docs\n')

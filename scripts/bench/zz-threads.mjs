import { readFile, readdir } from 'node:fs/promises'
import { flightSearches } from './flights.mjs'
import { searchLatency } from './load.mjs'
import { partnerToken } from './partner.mjs'
import { startApi } from './servers.mjs'
import { cleanUpAll } from './cleanup.mjs'
const ticksOf = (stat) => { const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); return { group: Number(f[2]), ticks: Number(f[11]) + Number(f[12]), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) } }
async function perThread(groupId) {
  const out = {}
  for (const pid of (await readdir('/proc')).filter((n) => /^\d+$/.test(n))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
    if (!stat || ticksOf(stat).group !== groupId || Number(pid) === groupId) continue
    for (const tid of await readdir(`/proc/${pid}/task`)) { const s = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => null); if (s) { const t = ticksOf(s); out[`${tid} ${t.name}`] = t.ticks * 10 } }
  }
  return out
}
const { apiUrl, api } = await startApi({})
const search = flightSearches(apiUrl, await partnerToken(apiUrl))
let { nextIndex } = await searchLatency(search, { minRounds: 2, maxRounds: 2 })
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const before = await perThread(api.pid)
  const r = await searchLatency(search, { minRounds: 8, maxRounds: 8, firstIndex: nextIndex }); nextIndex = r.nextIndex
  const after = await perThread(api.pid)
  console.log(`p50 ${r.p50.toFixed(0)} p95 ${r.p95.toFixed(0)} ${r.perSecond.toFixed(0)} req/s`, Object.entries(after).map(([k, v]) => [k, ((v - (before[k] ?? 0)) / (r.requests + 1)).toFixed(2)]).filter(([, v]) => v > 0.02).map(([k, v]) => `${k.split(' ').slice(1).join(' ')}=${v}`).join(' '))
}
await cleanUpAll(); process.exit(0)

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.mjs'
import { onCleanup } from './cleanup.mjs'
import { median } from './median.mjs'

/** The figures read from each run, by Lighthouse audit id. */
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  speedIndex: 'speed-index',
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance audit of a URL, `runs` times, each in a
 * new Chromium with a fresh profile. Every figure is the median of the runs, since one run varies.
 */
export async function lighthouseMedians(url, runs) {
  const results = []
  for (let run = 1; run <= runs; run++) {
    console.log(`  Lighthouse ${new URL(url).pathname} run ${run}/${runs}`)
    results.push(await lighthouseRun(url))
  }
  const figure = (name) => median(results.map((result) => result[name]))
  return {
    score: figure('score'),
    ...Object.fromEntries(Object.keys(METRICS).map((name) => [name, figure(name)])),
    runs: results.map(({ findings, ...figures }) => figures),
    findings: results.at(-1).findings,
  }
}

async function lighthouseRun(url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'rihla-bench-chromium-'))
  const removeProfile = onCleanup(() => rm(userDataDir, { recursive: true, force: true }))
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const kill = onCleanup(() => chrome.kill())
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return figuresOf(result.lhr)
  } finally {
    await kill()
    await removeProfile()
  }
}

function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const { score } = lhr.categories.performance
  if (score === null) throw new Error(`Lighthouse could not score ${lhr.finalDisplayedUrl}`)
  return {
    score: Math.round(score * 100),
    ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue])),
    findings: findingsOf(lhr),
  }
}

/** The performance audits that did not pass, with what Lighthouse says they cost: where the score goes. */
function findingsOf(lhr) {
  const metricIds = new Set(Object.values(METRICS))
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => !metricIds.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .map((audit) => ({ id: audit.id, title: audit.title, detail: audit.displayValue ?? '' }))
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Launcher, launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs'
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
 * chrome-launcher's own flags, but with Chromium's RenderDocument left on, as browsers ship it. The launcher
 * turns it off for Lighthouse's CI (GoogleChrome/lighthouse#16696); Debian's Chromium 150 without it holds a
 * server-rendered page's first frame back about a second in a third to a half of the runs (a blank
 * page does not show it; a one-second-late first frame on Home, with every script fetched meanwhile then
 * counted by Lighthouse's simulation as blocking the paint). No visitor's browser runs that way.
 */
const launcherFlags = Launcher.defaultFlags().map((flag) => {
  const [name, value] = flag.split('=')
  if (name !== '--disable-features') return flag
  return `${name}=${value
    .split(',')
    .filter((feature) => feature !== 'RenderDocument')
    .join(',')}`
})

/**
 * Lighthouse's default (mobile, simulated throttling) performance audit of each URL, `runs` times, each
 * in a new Chromium with a fresh profile. The URLs take turns (one run of each, then the next round), so
 * a machine that slows down for a minute slows them alike. Every figure is the median of a URL's runs,
 * since one run varies: seven runs of Home on an idle machine scored from 90 to 99.
 */
export async function lighthouseMedians(urls, runs) {
  const results = new Map(urls.map((url) => [url, []]))
  for (let run = 1; run <= runs; run++) {
    for (const url of urls) {
      console.log(`  Lighthouse ${new URL(url).pathname} run ${run}/${runs}`)
      results.get(url).push(await lighthouseRun(url))
    }
  }
  return urls.map((url) => mediansOf(results.get(url)))
}

function mediansOf(results) {
  const figure = (name) => median(results.map((result) => result[name]))
  const score = figure('score')
  const fontBytes = figure('fontBytes')
  // What held the score down, from the run that scored the median (an odd count: one run has it).
  const { lcpElement, findings } = results.find((result) => result.score === score) ?? results[0]
  return {
    score,
    ...Object.fromEntries(Object.keys(METRICS).map((name) => [name, figure(name)])),
    fontBytes,
    runs: results.map((result) => pick(result, ['score', ...Object.keys(METRICS), 'fontBytes'])),
    lcpElement,
    findings,
  }
}

async function lighthouseRun(url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'rihla-bench-chromium-'))
  const removeProfile = onCleanup(() => rm(userDataDir, { recursive: true, force: true }))
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...launcherFlags, ...chromiumFlags],
    ignoreDefaultFlags: true,
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
    fontBytes: fontBytesOf(lhr),
    lcpElement: lcpElementOf(lhr),
    findings: findingsOf(lhr),
  }
}

const pick = (object, keys) => Object.fromEntries(keys.map((key) => [key, object[key]]))

/**
 * The web fonts the page downloaded. A font that arrives before the largest paint counts in the simulated
 * load's LCP: the 166 KB Arabic font of old, when it did, put about 0.8 s on `/ar`'s.
 */
function fontBytesOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests
    .filter((request) => request.resourceType === 'Font')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
}

function lcpElementOf(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')
  return node ? node.snippet : null
}

/**
 * The performance insights and diagnostics that did not pass, with Lighthouse's estimate, its failed
 * checks and the files it names: where the score goes.
 */
function findingsOf(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      detail: [audit.displayValue, ...failedChecks(audit.details), ...fileNames(audit.details)]
        .filter(Boolean)
        .join('; '),
    }))
}

function failedChecks(details) {
  const checklists = details?.items?.filter((item) => item.type === 'checklist') ?? []
  return checklists.flatMap((list) =>
    Object.values(list.items)
      .filter((check) => !check.value)
      .map((check) => check.label),
  )
}

// Items also carry labels where a URL would go ("Unattributable", "Other"); those name no file.
function fileNames(details) {
  const urls = details?.items?.map((item) => item.url).filter((url) => URL.canParse(url)) ?? []
  return [...new Set(urls.map((url) => new URL(url).pathname.split('/').pop() || '/'))]
}

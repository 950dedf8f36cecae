import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CSP_REPORT_PATH } from './contentSecurityPolicy.ts'

/** A report is a few hundred bytes; anything far larger is not a browser's report. */
const MAX_REPORT_BYTES = 16 * 1024

/**
 * Receives violation reports (`report-uri`: application/csp-report; `report-to`: a batch as
 * application/reports+json) and logs one JSON line each, so a policy that blocks something real is
 * noticed. Bodies are bounded and never echoed.
 */
export function registerCspReports(app: Hono, log: (line: string) => void = console.warn) {
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        return c.body(null, 400)
      }
      const reports: unknown[] = Array.isArray(body) ? (body as unknown[]) : [body]
      for (const report of reports.slice(0, 20)) {
        log(JSON.stringify({ event: 'csp-violation', userAgent: c.req.header('user-agent'), report }))
      }
      return c.body(null, 204)
    },
  )
}

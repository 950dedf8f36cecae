import { createServer } from 'node:http'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** 1 for the first request to this method and path, 2 for the second… */
  hit: number
  receivedAt: number
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>

export interface TestServer {
  url: string
  requests: RecordedRequest[]
  /** Requests the server received for a path, counted server-side. */
  hits: (path: string, method?: string) => number
  close: () => Promise<void>
}

/** A real HTTP server on a free port; every request is recorded before the handler answers it. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const hits = (path: string, method?: string) =>
    requests.filter((request) => request.path === path && (!method || request.method === method)).length

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost')
      const method = incoming.method ?? 'GET'
      const request: RecordedRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        hit: hits(url.pathname, method) + 1,
        receivedAt: Date.now(),
      }
      requests.push(request)
      Promise.resolve(handler(request, response)).catch((error: unknown) => {
        response.writeHead(599).end(String(error))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let closed: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hits,
    // Idempotent, so a test may close the server early to refuse connections.
    close: () =>
      (closed ??= new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })),
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

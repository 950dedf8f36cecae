export interface Logger {
  info(message: string, details?: Record<string, unknown>): void
  error(message: string, details?: Record<string, unknown>): void
}

/** One JSON line per entry on stdout/stderr, which is what log collectors expect. */
export const consoleLogger: Logger = {
  info: (message, details) =>
    console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...details })),
  error: (message, details) =>
    console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...details })),
}

export function errorDetails(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }
}

import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

export const root = new URL('../..', import.meta.url).pathname

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    )
  })
}

/** Runs a command and returns its standard output. */
export function capture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], ...options })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}`)),
    )
  })
}

/** Starts a long-running service in its own process group, its output prefixed with its name. */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...options,
  })
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) target.write(`[${name}] ${line}\n`)
    })
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    if (!stopping.has(child)) console.error(`[${name}] exited with ${signal ?? code}`)
  })
  return child
}

const stopping = new Set()

export function stopService(child) {
  if (!child || child.exitCode !== null) return
  stopping.add(child)
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

/** Waits until a URL answers 2xx, or fails after the timeout. */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the service exited before answering`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** A port nobody listens on, or the preferred one when it is free. */
export function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error) => (preferred ? freePort(0).then(resolve, reject) : reject(error)))
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export const pnpm = (args, options) => run('pnpm', args, options)

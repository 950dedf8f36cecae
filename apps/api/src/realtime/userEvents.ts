import { EventEmitter } from 'node:events'

/** Something that happened to one user's records, for their private realtime channel. */
export interface UserEvent {
  userId: string
  /** The channel, when not the user's own private one (a support request's, which its agents share). */
  channel?: string
  /** One of `REALTIME_EVENTS` in `@rihla/api-contract/realtime`. */
  event: string
  data: unknown
}

export type UserEventListener = (event: UserEvent) => void

/**
 * The services announce changes here and know nothing of sockets; the realtime hub forwards each event
 * to the user's channel (the embedded Pusher-protocol server, or Pusher's HTTP API). A listener that
 * fails never fails the request that announced the change.
 *
 * One process delivers what it publishes. Several processes on one Postgres relay every event through
 * it (`relayThroughPostgres`), so each process's listeners hear every process's events: a traveller
 * connected to one process hears a change made on another.
 */
export class UserEvents {
  readonly #emitter = new EventEmitter()
  #relay: ((event: UserEvent) => void) | null = null

  publish(event: UserEvent) {
    if (this.#relay) this.#relay(event)
    else this.deliver(event)
  }

  /** Hands an event, published here or relayed from another process, to this process's listeners. */
  deliver(event: UserEvent) {
    this.#emitter.emit('event', event)
  }

  /** Sends what is published through `relay` instead of delivering it here; null delivers here again. */
  relayThrough(relay: ((event: UserEvent) => void) | null) {
    this.#relay = relay
  }

  subscribe(listener: UserEventListener) {
    const safe: UserEventListener = (event) => {
      try {
        listener(event)
      } catch {
        // The listener logs its own failures; an announcement must never break the caller.
      }
    }
    this.#emitter.on('event', safe)
    return () => {
      this.#emitter.off('event', safe)
    }
  }
}

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

/** Sends an event to every process; resolves once it has left (or was delivered here instead). */
type Relay = (event: UserEvent) => Promise<unknown> | void

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
  #relay: Relay | null = null

  publish(event: UserEvent) {
    void this.publishAndWait(event)
  }

  /**
   * Resolves once the event has left for every process (relayed: its notification committed). A caller
   * that answers only then keeps cause before effect across processes: a booking's Pending, announced
   * by one process, is sent before the Confirmed that the next request, to another process, causes.
   */
  publishAndWait(event: UserEvent): Promise<void> {
    if (!this.#relay) {
      this.deliver(event)
      return Promise.resolve()
    }
    return Promise.resolve(this.#relay(event)).then(() => undefined)
  }

  /** Hands an event, published here or relayed from another process, to this process's listeners. */
  deliver(event: UserEvent) {
    this.#emitter.emit('event', event)
  }

  /** Sends what is published through `relay` instead of delivering it here; null delivers here again. */
  relayThrough(relay: Relay | null) {
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

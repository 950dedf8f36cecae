import { EventEmitter } from 'node:events'
import type { Db } from '../db/client'
import { openTransaction } from '../db/commitHooks'

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

/** Sends an event to every process as part of the transaction `tx`: it leaves when that commits. */
type TransactionalRelay = (tx: Db, event: UserEvent) => Promise<unknown>

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
  #relayWithin: TransactionalRelay | null = null

  /**
   * Announces a change. Inside a transaction the event goes with its commit, never before (a client
   * re-reading at once sees the change) nor without it: relayed through Postgres it is a notification
   * of that same transaction, so a process killed the moment after committing cannot lose it; else it is
   * sent once the transaction committed. A transaction rolled back announces nothing.
   */
  publish(event: UserEvent) {
    const transaction = openTransaction()
    if (!transaction) {
      void this.publishAndWait(event)
      return
    }
    const relayWithin = this.#relay && this.#relayWithin
    if (relayWithin) transaction.beforeCommit.push((tx) => relayWithin(tx, event))
    else transaction.afterCommit.push(() => void this.publishAndWait(event))
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

  /**
   * Sends what is published through `relay` instead of delivering it here (`within` a transaction,
   * through that transaction when given); null delivers here again.
   */
  relayThrough(relay: Relay | null, within: TransactionalRelay | null = null) {
    this.#relay = relay
    this.#relayWithin = relay && within
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

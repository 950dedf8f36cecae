import type { SupportAuthor, SupportStatus } from '@rihla/api-contract/support'

/**
 * The moves an agent may make by hand. A closed request is finished: only its traveller reopens it
 * (`reopenable`), so nobody answers into a conversation the traveller was told is over.
 */
const AGENT_MOVES: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['awaiting_customer', 'resolved', 'closed'],
  awaiting_customer: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
}

export const agentMayMove = (from: SupportStatus, to: SupportStatus) => AGENT_MOVES[from].includes(to)

export const reopenable = (status: SupportStatus) => status === 'resolved' || status === 'closed'

/** Where a new message leaves a request: the ball is in the other side's court. Null: no message allowed. */
export function statusAfterMessage(status: SupportStatus, author: SupportAuthor): SupportStatus | null {
  if (status === 'closed') return null
  if (author === 'traveller') return 'open'
  return status === 'open' ? 'awaiting_customer' : status
}

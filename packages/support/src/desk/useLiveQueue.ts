import { SUPPORT_DESK_CHANNEL, SUPPORT_EVENTS } from '@rihla/api-contract/support'
import { REALTIME_SUBSCRIBED, useRealtimeChannelEvent } from '@rihla/core/realtime'
import { useQueryClient } from '@tanstack/react-query'

/**
 * Keeps the desk's queue current: the agents' channel says when a request enters or moves, and each time
 * it is subscribed (at first, and again after a dropped connection) the queue is read again for what
 * changed while nobody listened.
 */
export function useLiveQueue(isAgent: boolean) {
  const queryClient = useQueryClient()
  const reread = () => void queryClient.invalidateQueries({ queryKey: ['support', 'desk', 'queue'] })
  // Only an agent is authorized on the channel; anyone else would only be refused.
  const channel = isAgent ? SUPPORT_DESK_CHANNEL : null
  useRealtimeChannelEvent(channel, SUPPORT_EVENTS.queue, reread)
  useRealtimeChannelEvent(channel, REALTIME_SUBSCRIBED, reread)
}

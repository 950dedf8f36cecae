import { useEffect, useRef, useState } from 'react'

export interface CountdownOptions {
  /** Absolute end time. Pausing freezes the display; on resume it catches up with the real time left. */
  to?: Date | number
  /** Or a duration in seconds from mount. Pausing holds the time left; resuming continues from it. */
  seconds?: number
  isPaused?: boolean
  /** Called once, when the time left reaches zero (at once if it already has). */
  onComplete?: () => void
}

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * Whole seconds left, updated on each second boundary of the deadline. To restart a duration countdown,
 * remount it with a new `key`.
 */
export function useCountdown({ to, seconds = 0, isPaused = false, onComplete }: CountdownOptions): number {
  const target = to === undefined ? undefined : +to
  const [remaining, setRemaining] = useState(() =>
    target === undefined ? Math.max(0, seconds) : secondsUntil(target, Date.now()),
  )
  const remainingRef = useRef(remaining)
  const completedRef = useRef(false)
  const onCompleteRef = useRef(onComplete)

  useEffect(() => {
    onCompleteRef.current = onComplete
  }, [onComplete])

  useEffect(() => {
    const complete = () => {
      if (completedRef.current) return
      completedRef.current = true
      onCompleteRef.current?.()
    }
    if (remainingRef.current === 0 && target === undefined) {
      complete()
      return
    }
    if (isPaused) return

    const deadline = target ?? Date.now() + remainingRef.current * 1000
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const now = Date.now()
      const left = secondsUntil(deadline, now)
      remainingRef.current = left
      setRemaining(left)
      if (left === 0) {
        complete()
        return
      }
      // Wake on the next whole-second boundary of the deadline so the display never drifts.
      timer = setTimeout(tick, (deadline - now) % 1000 || 1000)
    }
    timer = setTimeout(tick, target === undefined ? 1000 : 0)
    return () => clearTimeout(timer)
  }, [target, isPaused])

  return remaining
}

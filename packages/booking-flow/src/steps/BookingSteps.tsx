import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export interface BookingStepsProps {
  /** The session-expiry prompt of the vertical, rendered once for every step. */
  prompt?: ReactNode
}

/** The booking steps' layout: the step on screen, and what every step shares over it. */
export function BookingSteps({ prompt }: BookingStepsProps) {
  return (
    <>
      <Outlet />
      {prompt}
    </>
  )
}

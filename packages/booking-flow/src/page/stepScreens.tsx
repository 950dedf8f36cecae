import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import { TripLoading } from '../session/SessionStates'

/**
 * A step's lazy-route screens in its page frame: the step, the flow's loading state while its loader
 * runs, and the step's own error. `createLazyRoute(id)(stepScreens(Page, Step, Error))`.
 */
export function stepScreens(
  Page: ComponentType<{ children: ReactNode }>,
  Step: ComponentType,
  Error: ComponentType<ErrorComponentProps>,
) {
  return {
    component: () => (
      <Page>
        <Step />
      </Page>
    ),
    pendingComponent: () => (
      <Page>
        <TripLoading />
      </Page>
    ),
    errorComponent: (props: ErrorComponentProps) => (
      <Page>
        <Error {...props} />
      </Page>
    ),
  }
}

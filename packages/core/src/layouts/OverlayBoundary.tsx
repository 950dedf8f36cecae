import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

interface OverlayBoundaryProps {
  children: ReactNode
  /** Called once a part over the page failed, e.g. to close the modals it was showing. */
  onError: () => void
  /** A new value (the next page) gives the overlay another try. */
  resetKey: string
}

/**
 * Keeps a failing overlay (a modal that threw while rendering) from taking the page under it down:
 * the overlay is dropped until the next navigation, and the page stays usable.
 */
interface OverlayBoundaryState {
  failed: boolean
  /** The page the overlay failed on; null until the failure is recorded. */
  failedOn: string | null
}

export class OverlayBoundary extends Component<OverlayBoundaryProps, OverlayBoundaryState> {
  override state: OverlayBoundaryState = { failed: false, failedOn: null }

  static getDerivedStateFromError(): Partial<OverlayBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: OverlayBoundaryProps, state: OverlayBoundaryState) {
    const moved = state.failed && state.failedOn !== null && props.resetKey !== state.failedOn
    return moved ? { failed: false, failedOn: null } : null
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('An overlay failed and was closed', error, info.componentStack)
    this.setState({ failedOn: this.props.resetKey })
    this.props.onError()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

import { modalAtom } from '@rihla/core'
import { useAtomValue } from 'jotai'
import { Suspense, lazy } from 'react'
import type { SearchExpiredDialogProps } from './SearchExpiredPrompt'

// The prompt's code (the modal and its dialog) loads when a session ends, not with the results page:
// a results page shows a session's prices long before it can expire.
const SearchExpiredPrompt = lazy(() =>
  import('./SearchExpiredPrompt').then((module) => ({ default: module.SearchExpiredPrompt })),
)

/** The `sessionExpire` prompt: the search session ended after inactivity (410 Search Results Expired). */
export function SearchExpiredDialog(props: SearchExpiredDialogProps) {
  const isOpen = useAtomValue(modalAtom('sessionExpire'))
  return isOpen ? (
    <Suspense fallback={null}>
      <SearchExpiredPrompt {...props} />
    </Suspense>
  ) : null
}

import { modalAtom, useCatalog } from '@rihla/core'
import { useIsHydrated } from '@rihla/ui-kit/after-hydration'
import { useAtomValue } from 'jotai'
import { Suspense, lazy } from 'react'
import { accountCatalog } from './catalog'

// The modal and its forms load the first time someone opens it.
const LoginModal = lazy(() =>
  import('./components/LoginModal/LoginModal').then((module) => ({ default: module.LoginModal })),
)

/** The modal opens over pages of any package, so it brings its own copy. */
function LoginModalWithCopy() {
  useCatalog(accountCatalog)
  return <LoginModal />
}

/** What the account package puts over every page: the login modal, whenever the registry opens it. */
export function AccountOverlays() {
  const isOpen = useAtomValue(modalAtom('loginModal'))
  // The server renders no modal: one asked for before the page hydrated opens just after, so the
  // first render in the browser matches the server's (an open modal there was React error 418).
  const hydrated = useIsHydrated()
  return isOpen && hydrated ? (
    <Suspense>
      <LoginModalWithCopy />
    </Suspense>
  ) : null
}

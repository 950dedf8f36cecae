import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Button } from '@rihla/ui-kit/button'
import { useAtomValue, useSetAtom } from 'jotai'
import ChevronDown from 'lucide-react/icons/chevron-down'
import LogIn from 'lucide-react/icons/log-in'
import UserRound from 'lucide-react/icons/user-round'
import { Suspense, lazy } from 'react'
import { modalAtom } from '../state/modals'
import { userAtom } from '../state/session'
import { useHydratedLater } from './useHydratedLater'

// The menu and its popover load for signed-in users only; a visitor's first page does without them.
const SignedInMenu = lazy(() => import('./SignedInMenu').then((module) => ({ default: module.SignedInMenu })))

/** "Sign in" for a visitor; for a signed-in user the menu of SPEC.md §2, with Saved travellers added. */
export function UserMenu() {
  const { i18n } = useLingui()
  const user = useAtomValue(userAtom)
  // The server renders every page signed out (the user is only known to this browser), and the
  // page hydrates as it was sent before the user's menu replaces the button.
  const hydrated = useHydratedLater()
  if (!hydrated || !user?.api_token) return <SignInButton />
  const { name } = user
  const firstName = name.trim().split(/\s+/)[0] ?? name
  return (
    <Suspense
      fallback={
        <Button
          variant="ghost"
          size="sm"
          isDisabled
          startIcon={<UserRound size={18} aria-hidden />}
          endIcon={<ChevronDown size={16} aria-hidden />}
          aria-label={i18n._(msg`${name}: account menu`)}
        >
          {firstName}
        </Button>
      }
    >
      <SignedInMenu name={name} />
    </Suspense>
  )
}

function SignInButton() {
  const { i18n } = useLingui()
  const openLogin = useSetAtom(modalAtom('loginModal'))
  return (
    <Button
      variant="secondary"
      size="sm"
      startIcon={<LogIn size={18} aria-hidden />}
      aria-haspopup="dialog"
      onPress={() => openLogin(true)}
    >
      {i18n._(msg`Sign in`)}
    </Button>
  )
}

import { Link } from '@rihla/ui-kit/link'
import { useRuntime } from '../app/runtimeContext'
import Languages from 'lucide-react/icons/languages'
import { useLocation } from '@tanstack/react-router'
import { useLocale } from '../app/hooks'
import { saveLocale } from '../bootstrap/language'
import { localePath, stripLocale } from '../routing/namedRoutes'

/** The same page in the other language; the choice is kept in the locale cookie. */
export function LanguageSwitch() {
  const locale = useLocale()
  const store = useRuntime().store
  const { pathname, searchStr } = useLocation()
  const target = locale === 'ar' ? 'en' : 'ar'
  const href = `${localePath(stripLocale(pathname).path, target)}${searchStr}`
  return (
    <Link
      href={href}
      hrefLang={target}
      lang={target}
      isQuiet
      tone="neutral"
      onPress={() => saveLocale(store, target)}
    >
      <Languages size={18} aria-hidden />
      {target === 'ar' ? 'العربية' : 'English'}
    </Link>
  )
}

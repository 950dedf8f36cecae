import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useCopyText, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import Share2 from 'lucide-react/icons/share-2'

/**
 * Copies the event's link and says so ("Event link is copied", SPEC.md §8). The API gives the page's
 * path; the link is this site's, in the visitor's language.
 */
export function ShareButton({ path }: { path: string }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const copyText = useCopyText()
  const share = () => {
    const url = /^https?:\/\//.test(path)
      ? path
      : new URL(localePath(path, locale), window.location.origin).href
    void copyText(url, {
      copied: i18n._(msg`Event link is copied`),
      failed: { title: i18n._(msg`The event link could not be copied`), description: url },
    })
  }
  return (
    <Button variant="secondary" size="sm" startIcon={<Share2 size={16} aria-hidden />} onPress={share}>
      <Trans>Share</Trans>
    </Button>
  )
}

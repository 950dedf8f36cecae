import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useCopyText } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import Share2 from 'lucide-react/icons/share-2'

/** Copies the event's link and says so ("Event link is copied", SPEC.md §8). */
export function ShareButton({ url }: { url: string }) {
  const { i18n } = useLingui()
  const copyText = useCopyText()
  return (
    <Button
      variant="secondary"
      size="sm"
      startIcon={<Share2 size={16} aria-hidden />}
      onPress={() =>
        void copyText(url, {
          copied: i18n._(msg`Event link is copied`),
          failed: { title: i18n._(msg`The event link could not be copied`), description: url },
        })
      }
    >
      <Trans>Share</Trans>
    </Button>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Menu, MenuItem, MenuTrigger } from '@rihla/ui-kit/menu'
import { useQuery } from '@tanstack/react-query'
import MessageSquareText from 'lucide-react/icons/message-square-text'
import { supportQueries } from '../../queries'

/** The desk's ready answers, in the agent's language; a pick goes into the composer to be edited. */
export function CannedReplies({ onPick }: { onPick: (body: string) => void }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const replies = useQuery(supportQueries.cannedReplies(api))
  if (!replies.data?.length) return null
  return (
    <MenuTrigger>
      <Button variant="secondary" startIcon={<MessageSquareText size={18} aria-hidden />}>
        <Trans>Canned replies</Trans>
      </Button>
      <Menu
        aria-label={i18n._(msg`Canned replies`)}
        onAction={(key) => {
          const reply = replies.data.find((entry) => entry.id === key)
          if (reply) onPick(reply.body[locale])
        }}
      >
        {replies.data.map((reply) => (
          <MenuItem key={reply.id} id={reply.id}>
            {reply.title[locale]}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  )
}

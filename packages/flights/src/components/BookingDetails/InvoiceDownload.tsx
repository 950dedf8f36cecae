import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import FileDown from 'lucide-react/icons/file-down'
import { useState } from 'react'
import * as styles from './BookingDetails.css'

/**
 * Downloads the booking's simplified tax invoice (a PDF the server makes for the booking's owner). The
 * call carries the traveller's token, so the file is fetched here and handed to the browser to save.
 */
export function InvoiceDownload({ uuid, orderId }: { uuid: string; orderId: string }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const download = async () => {
    setState('loading')
    try {
      const pdf = await api.call('bookingInvoice', { query: { uuid } }, { locale })
      const url = URL.createObjectURL(pdf)
      const link = document.createElement('a')
      link.href = url
      link.download = `INV-${orderId}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className={styles.invoice}>
      <Button variant="secondary" isPending={state === 'loading'} onPress={() => void download()}>
        <FileDown size={18} aria-hidden />
        <Trans>Download VAT invoice (PDF)</Trans>
      </Button>
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {i18n._(msg`The invoice could not be downloaded. Please try again.`)}
        </p>
      ) : null}
    </div>
  )
}

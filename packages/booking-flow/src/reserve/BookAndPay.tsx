import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { Problems } from '../problems/Problems'

/** The review's last step: why the last try failed, if it did, and "Book and pay". */
export function BookAndPay({
  failure,
  isBooking,
  onBook,
}: {
  failure: readonly string[] | null
  isBooking: boolean
  onBook: () => void
}) {
  return (
    <>
      {failure ? <Problems items={failure} /> : null}
      <div>
        <Button variant="primary" size="lg" isPending={isBooking} onPress={onBook}>
          <Trans>Book and pay</Trans>
        </Button>
      </div>
    </>
  )
}

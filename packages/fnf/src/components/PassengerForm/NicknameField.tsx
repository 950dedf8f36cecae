import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { withForm } from '@rihla/core/forms'
import { emptyPassenger } from './passengerValues'

/** The name a saved traveller is known by: asked of a saved traveller, and of one saved for later. */
export const NicknameField = withForm({
  defaultValues: emptyPassenger,
  props: { isRequired: false },
  render: function Render({ form, isRequired }) {
    const { i18n } = useLingui()
    return (
      <form.AppField name="nickname">
        {(field) => (
          <field.TextField
            label={i18n._(msg`Nickname`)}
            description={i18n._(msg`How you will recognise this traveller, e.g. Mum`)}
            isRequired={isRequired}
          />
        )}
      </form.AppField>
    )
  },
})

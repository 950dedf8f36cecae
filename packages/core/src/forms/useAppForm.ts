import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './fields/CheckboxField'
import { ComboBoxField } from './fields/ComboBoxField'
import { DateField } from './fields/DateField'
import { NumberField } from './fields/NumberField'
import { RadioField } from './fields/RadioField'
import { SelectField } from './fields/SelectField'
import { TextField } from './fields/TextField'
import { fieldContext, formContext } from './formContexts'
import { SubmitButton } from './SubmitButton'

/**
 * Every form of the site on one TanStack Form hook: `form.AppField` hands its render function the
 * field adapters below (`field.TextField`, `field.DateField`…), bound to the field, with its error
 * translated; `withForm` builds a section of a form in its own file.
 */
export const { useAppForm, withForm, withFieldGroup, useTypedAppFormContext } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    DateField,
    SelectField,
    RadioField,
    NumberField,
    ComboBoxField,
    CheckboxField,
  },
  formComponents: { SubmitButton },
})

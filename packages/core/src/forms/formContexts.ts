import { createFormHookContexts } from '@tanstack/react-form'

// Its own module so the field adapters and the form hook that registers them do not import each other.
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

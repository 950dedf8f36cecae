import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { isApiError } from '@rihla/api-clients'
import { coreQueries, useApi, useCatalog, useLocale } from '@rihla/core'
import { applyServerErrors, useAppForm } from '@rihla/core/forms'
import { Button } from '@rihla/ui-kit/button'
import { revalidateLogic } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import type { z } from 'zod/mini'
import { fnfCatalog } from '../../catalog'
import { SavedTravellerPicker } from '../SavedTravellerPicker/SavedTravellerPicker'
import { ContactSection } from './ContactSection'
import { DocumentsSection } from './DocumentsSection'
import { FrequentFlyerSection } from './FrequentFlyerSection'
import { NicknameField } from './NicknameField'
import * as styles from './PassengerForm.css'
import { DEFAULT_PARTS } from './passengerParts'
import type { PassengerFormParts } from './passengerParts'
import { emptyPassenger, passengerErrors, passengerValuesOf } from './passengerValues'
import type { PassengerFieldName, PassengerFormValues } from './passengerValues'
import { TravellerSection } from './TravellerSection'

export interface PassengerFormProps {
  /**
   * Checks the values, in the browser as on the server: `fnfEntryRequestSchema` for a saved traveller,
   * `passengerSchema({ type, travelDate, ... })` for a booking's passenger.
   */
  schema: z.ZodMiniType
  /** The form's accessible name. */
  label: string
  /** The submit button's text; without it the form has no button and is submitted from outside (`requestSubmit`). */
  submitLabel?: ReactNode
  /**
   * Called with values the schema accepted. Throw the ApiError of a refused request: a 400's field
   * messages go under their fields, any other refusal above the button.
   */
  onSubmit: (values: PassengerFormValues) => Promise<void>
  defaultValues?: Partial<PassengerFormValues>
  parts?: PassengerFormParts
  /** Offers the signed-in user's saved travellers to fill the form, those of this type first. */
  savedTravellers?: { type?: PassengerType; travelDate?: string } | false
  /** Beside the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode
  /** Every change of the values, checked or not: a booking keeps what was typed in its draft. */
  onValuesChange?: (values: PassengerFormValues) => void
}

/**
 * Every passenger field of SPEC.md §3 with the rules of §5: the friends-and-family entry form, and the
 * passenger and guest forms of every vertical's passenger-details step. The schema is checked on the
 * first submit, then on every change; a server's 400 puts its messages under the same fields.
 */
export function PassengerForm({
  schema,
  label,
  submitLabel,
  onSubmit,
  defaultValues,
  parts: partsProp,
  savedTravellers = false,
  secondaryAction,
  onValuesChange,
}: PassengerFormProps) {
  // Every vertical's passenger-details screen embeds it, so it brings its own copy.
  useCatalog(fnfCatalog)
  const { i18n } = useLingui()
  const locale = useLocale()
  const api = useApi()
  const parts = { ...DEFAULT_PARTS, ...partsProp }
  const [formError, setFormError] = useState<string | null>(null)
  const countries = useQuery(coreQueries.countries(api, locale))
  // What the schema refuses in an empty form is what the traveller must give.
  const required = useMemo(
    () => new Set(Object.keys(passengerErrors(schema, emptyPassenger)) as PassengerFieldName[]),
    [schema],
  )

  const form = useAppForm({
    defaultValues: { ...emptyPassenger, ...defaultValues },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = passengerErrors(schema, value)
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        await onSubmit(value)
      } catch (error) {
        if (applyServerErrors(formApi, error)) return
        setFormError(
          isApiError(error) && error.kind === 'http'
            ? error.message
            : i18n._(msg`We could not save the traveller. Please check your connection and try again.`),
        )
      }
    },
  })

  // An effect event: a parent that stores the values re-renders with a new callback, which must not report again.
  const reportValues = useEffectEvent((changed: PassengerFormValues) => onValuesChange?.(changed))
  // Reported as the form's store changes, not after the render that follows: a Continue pressed right
  // after typing must find what was typed (reported from an effect, it could read the value before).
  useEffect(() => {
    let reported = form.store.state.values
    const subscription = form.store.subscribe((state) => {
      if (state.values === reported) return
      reported = state.values
      reportValues(state.values)
    })
    return () => subscription.unsubscribe()
  }, [form.store])

  const fill = (entry: FnfEntry) => {
    const values = passengerValuesOf(entry)
    for (const name of Object.keys(values) as PassengerFieldName[]) {
      // A booking's own choices (saving for later, a guest's age) stay as the traveller set them.
      if (name === 'saveForLater' || name === 'age') continue
      form.setFieldValue(name, values[name])
    }
  }

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {savedTravellers ? (
        <SavedTravellerPicker
          onPick={fill}
          type={savedTravellers.type}
          travelDate={savedTravellers.travelDate}
        />
      ) : null}
      {countries.isError ? (
        <div className={styles.notice} role="alert">
          <span>
            <Trans>The list of countries did not load.</Trans>
          </span>
          <Button variant="secondary" size="sm" onPress={() => void countries.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}

      <TravellerSection form={form} parts={parts} required={required} />
      {parts.nationalId || parts.passport ? (
        <DocumentsSection form={form} parts={parts} required={required} />
      ) : null}
      {parts.frequentFlyer ? <FrequentFlyerSection form={form} parts={parts} required={required} /> : null}
      {parts.contact ? <ContactSection form={form} parts={parts} required={required} /> : null}

      {parts.saveForLater ? (
        <div className={styles.saveForLater}>
          <form.AppField name="saveForLater">
            {(field) => (
              <field.CheckboxField>
                <Trans>Save this traveller for later</Trans>
              </field.CheckboxField>
            )}
          </form.AppField>
          {/* A traveller saved for later is picked by nickname next time. */}
          <form.Subscribe selector={(state) => state.values.saveForLater}>
            {(saveForLater) =>
              saveForLater && !parts.nickname ? (
                <NicknameField form={form} isRequired={required.has('nickname')} />
              ) : null
            }
          </form.Subscribe>
        </div>
      ) : null}

      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {submitLabel !== undefined || secondaryAction ? (
        <div className={styles.actions}>
          {submitLabel !== undefined ? (
            <form.AppForm>
              <form.SubmitButton size="lg">{submitLabel}</form.SubmitButton>
            </form.AppForm>
          ) : null}
          {secondaryAction}
        </div>
      ) : null}
    </form>
  )
}

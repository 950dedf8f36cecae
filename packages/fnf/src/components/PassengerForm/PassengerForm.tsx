import { parseDate } from '@internationalized/date'
import type { CalendarDate } from '@internationalized/date'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { ALLIANCE_CODES, GENDERS, PASSENGER_PREFIXES, isIsoDate } from '@rihla/api-contract/passenger'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { isApiError } from '@rihla/api-clients'
import { coreQueries, useApi, useCatalog, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Checkbox } from '@rihla/ui-kit/checkbox'
import { ComboBox, ComboBoxItem } from '@rihla/ui-kit/combo-box'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import { NumberField } from '@rihla/ui-kit/number-field'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { TextField } from '@rihla/ui-kit/text-field'
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react'
import type { z } from 'zod/mini'
import { SavedTravellerPicker } from '../SavedTravellerPicker/SavedTravellerPicker'
import { useAllianceNames, useGenderNames, usePrefixNames } from '../labels'
import * as styles from './PassengerForm.css'
import { emptyPassenger, passengerErrors, passengerValuesOf } from './passengerValues'
import type { PassengerFieldName, PassengerFormValues } from './passengerValues'
import { fnfCatalog } from '../../catalog'

/** The parts of the form beyond the traveller's name, nationality and date of birth. */
export interface PassengerFormParts {
  /** The nickname a saved traveller is known by. */
  nickname?: boolean
  /** "Save this traveller for later" (a booking's passenger). */
  saveForLater?: boolean
  /** A hotel guest's age, instead of the date of birth. */
  age?: boolean
  nationalId?: boolean
  passport?: boolean
  frequentFlyer?: boolean
  contact?: boolean
}

const DEFAULT_PARTS: Required<PassengerFormParts> = {
  nickname: false,
  saveForLater: false,
  age: false,
  nationalId: true,
  passport: true,
  frequentFlyer: true,
  contact: true,
}

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

type TextName = {
  [K in PassengerFieldName]: string extends PassengerFormValues[K] ? K : never
}[PassengerFieldName]
type DateName = 'dateOfBirth' | 'passportIssueDate' | 'passportExpiryDate'
type CountryName = 'nationality' | 'passportCountry'

/** A form's value of a date field as the date picker's value; text that is no date yet is none. */
const calendarDate = (value: string): CalendarDate | null => (isIsoDate(value) ? parseDate(value) : null)

/** The first error of a field in the page's language: schema messages are English, the server's translated. */
function firstError(errors: readonly unknown[], locale: 'en' | 'ar'): string | undefined {
  const [error] = errors
  const text = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return text ? localizeMessage(text, locale) : undefined
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
  const prefixNames = usePrefixNames()
  const genderNames = useGenderNames()
  const allianceNames = useAllianceNames()
  const headingId = useId()
  // What the schema refuses in an empty form is what the traveller must give.
  const required = useMemo(() => new Set(Object.keys(passengerErrors(schema, emptyPassenger))), [schema])

  const form = useForm({
    defaultValues: { ...emptyPassenger, ...defaultValues },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = passengerErrors(schema, value)
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    listeners: {
      // A server's message is about the value it was sent; once the traveller changes the field it goes.
      onChange: ({ fieldApi }) => {
        if (fieldApi.state.meta.errorMap.onServer === undefined) return
        fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        await onSubmit(value)
      } catch (error) {
        if (isApiError(error) && Object.keys(error.fieldErrors).length) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (!(field in emptyPassenger)) continue
            formApi.setFieldMeta(field as PassengerFieldName, (meta) => ({
              ...meta,
              errorMap: { ...meta.errorMap, onServer: message },
            }))
          }
        } else {
          setFormError(
            isApiError(error) && error.kind === 'http'
              ? error.message
              : i18n._(msg`We could not save the traveller. Please check your connection and try again.`),
          )
        }
      }
    },
  })

  // An effect event: a parent that stores the values re-renders with a new callback, which must not report again.
  const reportValues = useEffectEvent((changed: PassengerFormValues) => onValuesChange?.(changed))
  const formValues = useStore(form.store, (state) => state.values)
  const initialValues = useRef(formValues)
  useEffect(() => {
    if (formValues !== initialValues.current) reportValues(formValues)
  }, [formValues])

  const fill = (entry: FnfEntry) => {
    const values = passengerValuesOf(entry)
    for (const name of Object.keys(values) as PassengerFieldName[]) {
      // A booking's own choices (saving for later, a guest's age) stay as the traveller set them.
      if (name === 'saveForLater' || name === 'age') continue
      form.setFieldValue(name, values[name])
    }
  }

  const nicknameHelp = { description: i18n._(msg`How you will recognise this traveller, e.g. Mum`) }

  const fieldState = (name: PassengerFieldName) => ({
    isRequired: required.has(name),
    validationBehavior: 'aria' as const,
  })

  const text = (
    name: TextName,
    fieldLabel: string,
    props: {
      type?: string
      autoComplete?: string
      inputMode?: 'numeric' | 'tel' | 'email'
      description?: string
    } = {},
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors, locale)
        return (
          <TextField
            name={name}
            label={fieldLabel}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
            {...fieldState(name)}
            {...props}
          />
        )
      }}
    </form.Field>
  )

  const date = (name: DateName, fieldLabel: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors, locale)
        return (
          <DatePicker<CalendarDate>
            name={name}
            label={fieldLabel}
            value={calendarDate(field.state.value)}
            onChange={(value) => field.handleChange(value ? value.toString() : '')}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
            calendarButtonLabel={i18n._(msg`Choose ${fieldLabel}`)}
            {...fieldState(name)}
          />
        )
      }}
    </form.Field>
  )

  const country = (name: CountryName, fieldLabel: string) => (
    <form.Field name={name}>
      {(field) => {
        const error = firstError(field.state.meta.errors, locale)
        return (
          <ComboBox
            name={name}
            label={fieldLabel}
            items={countries.data ?? []}
            value={field.state.value || null}
            onChange={(key) => field.handleChange(typeof key === 'string' ? key : '')}
            onBlur={field.handleBlur}
            isLoading={countries.isPending}
            loadingLabel={i18n._(msg`Loading countries`)}
            emptyLabel={i18n._(msg`No countries found`)}
            isInvalid={Boolean(error)}
            errorMessage={error}
            description={countries.isError ? i18n._(msg`The list of countries did not load.`) : undefined}
            menuTrigger="focus"
            {...fieldState(name)}
          >
            {(item) => (
              <ComboBoxItem id={item.code} textValue={item.name}>
                {item.name}
              </ComboBoxItem>
            )}
          </ComboBox>
        )
      }}
    </form.Field>
  )

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

      <fieldset className={styles.section} aria-labelledby={`${headingId}-traveller`}>
        <h2 id={`${headingId}-traveller`} className={styles.sectionTitle}>
          <Trans>Traveller</Trans>
        </h2>
        <div className={styles.grid}>
          {parts.nickname ? text('nickname', i18n._(msg`Nickname`), nicknameHelp) : null}
          <form.Field name="prefix">
            {(field) => {
              const error = firstError(field.state.meta.errors, locale)
              return (
                <Select
                  name="prefix"
                  label={i18n._(msg`Title`)}
                  placeholder={i18n._(msg`Select`)}
                  value={field.state.value || null}
                  onChange={(key) => field.handleChange((key as PassengerFormValues['prefix'] | null) ?? '')}
                  onBlur={field.handleBlur}
                  isInvalid={Boolean(error)}
                  errorMessage={error}
                  {...fieldState('prefix')}
                >
                  {PASSENGER_PREFIXES.map((prefix) => (
                    <SelectItem key={prefix} id={prefix}>
                      {prefixNames[prefix]}
                    </SelectItem>
                  ))}
                </Select>
              )
            }}
          </form.Field>
          <form.Field name="gender">
            {(field) => {
              const error = firstError(field.state.meta.errors, locale)
              return (
                <RadioGroup
                  name="gender"
                  label={i18n._(msg`Gender`)}
                  orientation="horizontal"
                  value={field.state.value || null}
                  onChange={(value) => field.handleChange(value as PassengerFormValues['gender'])}
                  onBlur={field.handleBlur}
                  isInvalid={Boolean(error)}
                  errorMessage={error}
                  {...fieldState('gender')}
                >
                  {GENDERS.map((gender) => (
                    <Radio key={gender} value={gender}>
                      {genderNames[gender]}
                    </Radio>
                  ))}
                </RadioGroup>
              )
            }}
          </form.Field>
          {text('firstName', i18n._(msg`First name`), { autoComplete: 'given-name' })}
          {text('lastName', i18n._(msg`Last name`), { autoComplete: 'family-name' })}
          {country('nationality', i18n._(msg`Nationality`))}
          {parts.age ? (
            <form.Field name="age">
              {(field) => {
                const error = firstError(field.state.meta.errors, locale)
                return (
                  <NumberField
                    name="age"
                    label={i18n._(msg`Age`)}
                    minValue={0}
                    value={field.state.value ?? Number.NaN}
                    onChange={(value) => field.handleChange(Number.isNaN(value) ? null : value)}
                    onBlur={field.handleBlur}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                    {...fieldState('age')}
                  />
                )
              }}
            </form.Field>
          ) : (
            date('dateOfBirth', i18n._(msg`Date of birth`))
          )}
        </div>
      </fieldset>

      {parts.nationalId || parts.passport ? (
        <fieldset className={styles.section} aria-labelledby={`${headingId}-documents`}>
          <h2 id={`${headingId}-documents`} className={styles.sectionTitle}>
            <Trans>Travel documents</Trans>
          </h2>
          <div className={styles.grid}>
            {parts.nationalId
              ? text('nationalId', i18n._(msg`National ID (CNIC)`), { inputMode: 'numeric' })
              : null}
            {parts.passport ? (
              <>
                {text('passportNumber', i18n._(msg`Passport number`))}
                {country('passportCountry', i18n._(msg`Passport issuing country`))}
                {date('passportIssueDate', i18n._(msg`Passport issuance date`))}
                {date('passportExpiryDate', i18n._(msg`Passport expiry date`))}
              </>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      {parts.frequentFlyer ? (
        <fieldset className={styles.section} aria-labelledby={`${headingId}-flyer`}>
          <h2 id={`${headingId}-flyer`} className={styles.sectionTitle}>
            <Trans>Frequent flyer</Trans>
          </h2>
          <div className={styles.grid}>
            <form.Field name="frequentFlyerAlliance">
              {(field) => {
                const error = firstError(field.state.meta.errors, locale)
                return (
                  <Select
                    name="frequentFlyerAlliance"
                    label={i18n._(msg`Alliance`)}
                    value={field.state.value || 'none'}
                    onChange={(key) =>
                      field.handleChange(
                        key === 'none' || key === null ? '' : (key as (typeof ALLIANCE_CODES)[number]),
                      )
                    }
                    onBlur={field.handleBlur}
                    isInvalid={Boolean(error)}
                    errorMessage={error}
                    {...fieldState('frequentFlyerAlliance')}
                  >
                    <SelectItem id="none">{i18n._(msg`None`)}</SelectItem>
                    {ALLIANCE_CODES.map((code) => (
                      <SelectItem key={code} id={code}>
                        {allianceNames[code]}
                      </SelectItem>
                    ))}
                  </Select>
                )
              }}
            </form.Field>
            {text('frequentFlyerNumber', i18n._(msg`Frequent flyer number`))}
          </div>
        </fieldset>
      ) : null}

      {parts.contact ? (
        <fieldset className={styles.section} aria-labelledby={`${headingId}-contact`}>
          <h2 id={`${headingId}-contact`} className={styles.sectionTitle}>
            <Trans>Contact</Trans>
          </h2>
          <div className={styles.grid}>
            {text('phone', i18n._(msg`Phone number`), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {text('email', i18n._(msg`Email`), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          </div>
        </fieldset>
      ) : null}

      {parts.saveForLater ? (
        <div className={styles.saveForLater}>
          <form.Field name="saveForLater">
            {(field) => (
              <Checkbox isSelected={field.state.value} onChange={field.handleChange}>
                <Trans>Save this traveller for later</Trans>
              </Checkbox>
            )}
          </form.Field>
          {/* A traveller saved for later is picked by nickname next time. */}
          <form.Subscribe selector={(state) => state.values.saveForLater}>
            {(saveForLater) =>
              saveForLater && !parts.nickname ? text('nickname', i18n._(msg`Nickname`), nicknameHelp) : null
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
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <Button type="submit" variant="primary" size="lg" isPending={isSubmitting}>
                  {submitLabel}
                </Button>
              )}
            </form.Subscribe>
          ) : null}
          {secondaryAction}
        </div>
      ) : null}
    </form>
  )
}

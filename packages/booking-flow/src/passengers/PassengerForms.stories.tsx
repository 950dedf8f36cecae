import type { Meta, StoryObj } from '@storybook/react-vite'
import { passengerSchema } from '@rihla/api-contract/passenger'
import { emptyPassenger } from '@rihla/fnf'
import { PassengerForms } from './PassengerForms'
import type { PassengerFormsProps } from './PassengerForms'

const TRAVEL_DATE = '2027-01-15'

const domesticParts: PassengerFormsProps['partsOf'] = () => ({ nationalId: true, passport: false })
const internationalParts: PassengerFormsProps['partsOf'] = (type) => ({
  nationalId: false,
  passport: true,
  frequentFlyer: type !== 'infant',
})

const meta = {
  component: PassengerForms,
  tags: ['autodocs'],
  args: {
    passengers: [
      { type: 'adult', title: 'Adult 1', initialValues: emptyPassenger },
      { type: 'child', title: 'Child 1', initialValues: emptyPassenger },
    ],
    rulesOf: (type) => passengerSchema({ type, travelDate: TRAVEL_DATE, requireNationalId: true }),
    partsOf: domesticParts,
    travelDate: TRAVEL_DATE,
    onChange: () => undefined,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PassengerForms>

export default meta
type Story = StoryObj<typeof meta>

/** A domestic trip: the national ID, no passport. */
export const Domestic: Story = {}

/** Abroad: the passport and its dates; an infant has no frequent flyer part. */
export const International: Story = {
  args: {
    passengers: [{ type: 'infant', title: 'Infant 1', initialValues: emptyPassenger }],
    rulesOf: (type) => passengerSchema({ type, travelDate: TRAVEL_DATE, requirePassport: true }),
    partsOf: internationalParts,
  },
}

/** Back from a later step: the draft's values fill the form. */
export const FromTheDraft: Story = {
  args: {
    passengers: [
      {
        type: 'adult',
        title: 'Adult 1',
        initialValues: {
          ...emptyPassenger,
          prefix: 'Miss.',
          gender: 'female',
          firstName: 'Reem',
          lastName: 'Alotaibi',
          nationality: 'SA',
          dateOfBirth: '1995-07-21',
        },
      },
    ],
  },
}

import type { ReactNode } from 'react'
import { StoryFrame } from '../testing/StoryFrame'
import { BookingErrorDialog } from './BookingErrorDialog'

export default {
  component: BookingErrorDialog,
  tags: ['autodocs'],
  args: {
    name: 'airBookingError',
    refusedLead: 'The airline could not accept these details:',
    failure: {
      kind: 'fields',
      problems: [
        { id: 'passengers.0.passportNumber', text: 'Adult 1 · Sara Alharbi: The passport has expired' },
        { id: 'contact.email', text: 'Contact details: The email address is not valid' },
      ],
    },
    onEditPassengers: () => {},
    onRetry: () => {},
  },
  decorators: [(Story: () => ReactNode) => <StoryFrame open="airBookingError">{Story()}</StoryFrame>],
}

export const RefusedDetails = {}

export const Failed = {
  args: { failure: { kind: 'failed', message: 'The airline did not answer. Please try again.' } },
}

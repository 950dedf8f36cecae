// Plain lists, apart from the schemas built on them (support.ts): the support routes read them on every
// first page, which must not carry the support and bookings response schemas along.

export const SUPPORT_ISSUE_TYPES = [
  'change',
  'cancellation_refund',
  'payment',
  'baggage',
  'special_assistance',
  'other',
] as const

/** open: waiting for an agent; awaiting_customer: an agent answered; resolved and closed end it. */
export const SUPPORT_STATUSES = ['open', 'awaiting_customer', 'resolved', 'closed'] as const

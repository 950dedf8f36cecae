// The booking steps in their order (SPEC.md §4, Bus): search, results, seat selection, passenger
// details, review, then payment and the booking detail.

/** Where choosing a fare family leads: the first step of the booking. */
export const firstStepPath = '/{-$locale}/bus/seat-selection/$refId' as const

// The pass selection and the booking steps' screens and loaders as one chunk: once the selection has
// loaded, the next steps open without another download.
export { Route as selectPassRoute } from './SelectPass'
export { Route as eventStepsRoute } from './EventSteps'
export { Route as attendeesRoute } from './Attendees'
export { Route as reviewRoute } from './EventReview'
export { loadShows } from './showsQuery'
export { loadQuoted } from './quoted'

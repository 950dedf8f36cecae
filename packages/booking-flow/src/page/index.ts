// A booking page's frame, shared by the verticals' steps and booking pages (not by their routes: it
// stays out of the first page), and a step's screens in it.
export { StepPage } from './StepPage'
export { stepScreens } from './stepScreens'

// The airline page's screen and loader as one chunk, so its route names one chunk and its preloads.
export { Route } from './AirlinePage'
export { description, load, title } from './AirlinePage.load'

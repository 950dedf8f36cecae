import { msg } from '@lingui/core/macro'

/** The error catalogue of SPEC.md §8 for the shell, word for word. */
export const errorText = {
  invalidWidgetData: {
    title: msg`Invalid widget data`,
    description: msg`The widget data received from the server is invalid`,
  },
  widgetTimeout: {
    title: msg`Request timed out`,
    description: msg`The request to the widget server timed out. Please try again later.`,
  },
  widgetServer: {
    title: msg`App Data Load Failed`,
    description: msg`Could not load widget data from the server.`,
  },
  widgetNoResponse: {
    title: msg`No response from server`,
    description: msg`Could not reach the widget server. Please check your internet connection or try again later.`,
  },
  unknown: { title: msg`Unknown error`, description: msg`Something Went Wrong` },
  missingWidgetData: {
    title: msg`Missing widget data`,
    description: msg`No app data cookie found and no payload query param provided.`,
  },
  pageNotFound: { title: msg`Page Not Found` },
  serverError: { title: msg`Something went wrong!` },
  generic: { title: msg`Something Went Wrong` },
  noInternet: { title: msg`No Internet Connection` },
  noRecord: { title: msg`No Record Found` },
}

export const pageNotFoundDescription = (path: string) => msg`Page not found: ${path}`

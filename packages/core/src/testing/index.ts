export { createFakeApi, createTestContext, testAppData, testConfig } from './fakeContext'
export type { FakeHandlers } from './fakeContext'
export { createHarness } from './harnessRouter'
export { deferred, renderApp, resetApp } from './renderApp'
export type { RenderAppOptions } from './renderApp'
export {
  siteHandlers,
  storeSignedInUser,
  testCurrencies,
  testPage,
  testSettings,
  testUser,
  testUtilities,
} from './siteData'
export { testRouteTree } from './testRouteTree'

export { createFakeApi, createTestContext, testAppData, testConfig } from './fakeContext'
export type { FakeHandlers } from './fakeContext'

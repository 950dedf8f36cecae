// How both browser suites treat a failure: a failed test runs once more, recording a trace to diagnose
// it, and passing the second time still fails the run (flaky). Recording a trace for every test, to keep
// the failures' only, cost a tenth of the suite's time on two cores.
export const failureRuns = { retries: 1, failOnFlakyTests: true }

export const failureArtifacts = { trace: 'on-first-retry', screenshot: 'only-on-failure' }

export declare const failureRuns: { retries: number; failOnFlakyTests: boolean }
export declare const failureArtifacts: { trace: 'on-first-retry'; screenshot: 'only-on-failure' }

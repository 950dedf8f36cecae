import { postgresTestUrl } from './testDatabase'

// Setup file of the "postgres" project: without a server URL every file fails at once with the reason.
postgresTestUrl()

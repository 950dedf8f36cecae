import { createConfig } from '@rihla/eslint-config'

export default createConfig(import.meta.dirname)

import { parseArgs } from 'node:util'
import { loadConfig } from '../../config'
import { seedWidgets } from '../../db/seed/widgets'
import { payloadUserSchema, signWidgetPayload, widgetSecret } from './payload'
import { themeFromOptions } from './theme'

const usage = `Usage: pnpm --filter @rihla/api widget:sign --widget <id> [--user-email <email> --user-name <name> [--user-phone <phone>]] [--expires-in <span, e.g. 1h>] [--primary-color <#rrggbb>] [--on-primary-color <#rrggbb>] [--text-color <#rrggbb> --background-color <#rrggbb>] [--font <rihla|noto-naskh-arabic|cairo>] [--radius <square|soft|round>] [--print-secret]`

const { values } = parseArgs({
  options: {
    widget: { type: 'string' },
    'user-email': { type: 'string' },
    'user-name': { type: 'string' },
    'user-phone': { type: 'string' },
    'expires-in': { type: 'string' },
    'print-secret': { type: 'boolean', default: false },
    'primary-color': { type: 'string' },
    'on-primary-color': { type: 'string' },
    'text-color': { type: 'string' },
    'background-color': { type: 'string' },
    font: { type: 'string' },
    radius: { type: 'string' },
  },
})

const widgetId = values.widget
if (!widgetId) {
  console.error(usage)
  process.exit(2)
}
if (!seedWidgets.some((widget) => widget.id === widgetId)) {
  console.error(
    `Note: "${widgetId}" is not one of the seeded widgets (${seedWidgets.map((w) => w.id).join(', ')}).`,
  )
}

const config = loadConfig()
if (values['print-secret']) {
  console.log(widgetSecret(config.widgetSigningKey, widgetId))
  process.exit(0)
}

const wantsUser = values['user-email'] !== undefined || values['user-name'] !== undefined
const user = wantsUser
  ? payloadUserSchema.safeParse({
      email: values['user-email'],
      name: values['user-name'],
      phone: values['user-phone'],
    })
  : undefined
if (user && !user.success) {
  console.error(`A user needs a valid --user-email and a --user-name.\n${usage}`)
  process.exit(2)
}

// The theme is checked here, where the partner's payload is made: a colour pair below WCAG AA or a
// font the widget does not bundle never reaches a visitor.
const { theme, problems } = themeFromOptions(values)
if (problems.length) {
  console.error(`The theme was refused:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
  process.exit(2)
}

console.log(
  await signWidgetPayload({
    widgetId,
    signingKey: config.widgetSigningKey,
    ...(user?.success && { user: user.data }),
    ...(theme && { theme }),
    ...(values['expires-in'] && { expiresIn: values['expires-in'] }),
  }),
)

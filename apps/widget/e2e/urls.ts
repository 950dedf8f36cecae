// The suite's three servers, on their own ports so this suite and the site's can run side by side.
export const apiPort = Number(process.env.E2E_WIDGET_API_PORT ?? 4640)
export const widgetPort = Number(process.env.E2E_WIDGET_PORT ?? 4641)
export const hostPort = Number(process.env.E2E_WIDGET_HOST_PORT ?? 4642)
export const apiUrl = `http://localhost:${apiPort}`
/** The widget and the partner's page are different sites: localhost and 127.0.0.1. */
export const widgetUrl = `http://localhost:${widgetPort}`
export const hostUrl = `http://127.0.0.1:${hostPort}`

import { createDocument } from 'zod-openapi'
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'
import { errorSchema, validationErrorSchema } from './common'
import { endpoints } from './allEndpoints'
import type { Endpoint } from './endpoint'
import { endpointDocs } from './endpointDocs'
import type { EndpointDocs } from './endpointDocs'

const json = (schema: Endpoint['response']) => ({ content: { 'application/json': { schema } } })

function operation(e: Endpoint, docs: EndpointDocs): ZodOpenApiOperationObject {
  return {
    summary: docs.summary,
    tags: [e.surface],
    ...(e.auth === 'none'
      ? {}
      : { security: [{ [e.auth === 'partner' ? 'partnerToken' : 'userToken']: [] }] }),
    requestParams: { ...(e.params && { path: e.params }), ...(e.query && { query: e.query }) },
    ...(e.body && { requestBody: json(e.body) }),
    responses: {
      [String(e.status ?? 200)]: {
        description: 'Success',
        content: { [e.responseContentType ?? 'application/json']: { schema: e.response } },
      },
      ...((e.params ?? e.query ?? e.body) && {
        '400': { description: 'Bad input: every bad field with its message', ...json(validationErrorSchema) },
      }),
      ...(e.auth !== 'none' && { '401': { description: 'Missing or expired token', ...json(errorSchema) } }),
      ...Object.fromEntries(
        Object.entries(docs.errors ?? {}).map(([status, description]) => [
          status,
          { description, ...json(errorSchema) },
        ]),
      ),
      '500': { description: 'Server error', ...json(errorSchema) },
    },
  }
}

/** The OpenAPI 3.1 document of every endpoint in the contract; served by the API at /docs. */
export function createOpenApiDocument(info: { version: string; serverUrl?: string }) {
  const paths: ZodOpenApiPathsObject = {}
  for (const [name, e] of Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]) {
    paths[e.path] = { ...paths[e.path], [e.method]: operation(e, endpointDocs[name]) }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Rihla API',
      version: info.version,
      description:
        'Partner (/partner/api, /air/api, /hotels/api), consumer (/api/v2, /REST/API) and client (/widget, /user) surfaces.',
    },
    ...(info.serverUrl && { servers: [{ url: info.serverUrl }] }),
    components: {
      securitySchemes: {
        partnerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token from POST /partner/api/auth/token',
        },
        userToken: { type: 'http', scheme: 'bearer', description: "A signed-in user's access_token" },
      },
    },
    paths,
  })
}

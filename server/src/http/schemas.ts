/** JSON-schema building blocks shared by the route declarations. */
export const nonEmptyString = { type: 'string', minLength: 1, maxLength: 320 } as const;

export const envelopeResponse = (description: string) => ({
  description,
  type: 'object',
  additionalProperties: true,
  properties: {
    responseStatus: {
      type: 'object',
      properties: { responseStatusCode: { type: 'integer' }, responseStatusMessage: { type: 'string' } },
    },
  },
});

export function bodySchema(required: Record<string, object>, optional: Record<string, object> = {}) {
  return {
    type: 'object',
    required: Object.keys(required),
    additionalProperties: false,
    properties: { ...required, ...optional },
  } as const;
}

/** The envelope every route answers, as the OpenAPI document describes it (the payload key varies per call). */
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

import { Type } from 'typebox';

/** The error envelope, for the response schemas of every route. */
export const ErrorEnvelopeSchema = Type.Object({
  // Beside the code and message, the values the message names ({required, available}, {language}).
  detail: Type.Object({ error_code: Type.String(), error_message: Type.String() }, { additionalProperties: Type.Union([Type.String(), Type.Number()]) }),
});

/** The error answers every authenticated route may give. */
export const authenticatedErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
};

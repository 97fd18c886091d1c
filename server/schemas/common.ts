import { Type } from 'typebox';

/** The error envelope, for the response schemas of every route. */
export const ErrorEnvelopeSchema = Type.Object({
  detail: Type.Object({ error_code: Type.String(), error_message: Type.String() }),
});

/** The error answers every authenticated route may give. */
export const authenticatedErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
};

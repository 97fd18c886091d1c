import type { ExtractPlan } from '../../../../engine/enrich/types.ts';

/** An EXTRACT field's plan as a template with no settings gives it, with `over` set. */
export const extract = (output: string, over: Partial<ExtractPlan> = {}): ExtractPlan => ({
  action: 'EXTRACT',
  output,
  type: 'string',
  extraInfo: null,
  expectedUnit: null,
  valueList: null,
  useLabel: true,
  ...over,
});

import { extractFromText } from '../../workers/enrich/extract.ts';
import type { OutputValue } from '../../workers/enrich/types.ts';
import { LocalFieldAssistant } from './local/field-mapping.ts';
import { LOCAL_LANGUAGES, localCopy } from './local-copy.ts';
import type { Assistant, ExtractRequest, GenerateRequest } from './types.ts';

/** The default provider: offline and deterministic (fuzzy field matching, copy from the product's own columns, rule-based extraction). */
export class LocalAssistant extends LocalFieldAssistant implements Assistant {
  readonly name = 'local' as const;
  readonly languages = LOCAL_LANGUAGES;

  async generate(request: GenerateRequest): Promise<string> {
    return localCopy(request.tool, request.product, request.sources, request.options);
  }

  async extract(request: ExtractRequest): Promise<Record<string, OutputValue>> {
    const values: Record<string, OutputValue> = {};
    for (const field of request.fields) {
      values[field.output] = null;
      for (const page of request.pages) {
        const value = extractFromText(field, page.text);
        if (value !== null) {
          values[field.output] = value;
          break;
        }
      }
    }
    return values;
  }
}

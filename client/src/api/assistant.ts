/** The assistant's helper calls used while editing a mapping (docs/product.md "Assistant"), with the query keys of what it knows. */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ExtractReads, OpenQuestion, OpenQuestionsRequest } from '../../../domain/analysis.ts';
import type { Capabilities } from '../../../domain/generation.ts';
import type { FieldMatch, MappingEntry } from '../../../domain/mapping.ts';
import { useDebouncedValue } from '../lib/useDebouncedValue.ts';
import { request } from './request.ts';

export const assistantKeys = {
  capabilities: ['assistant', 'capabilities'] as const,
  tools: ['assistant', 'tools'] as const,
  valueListSuggestions: (fieldName: string, listNames: readonly string[]) => ['assistant', 'value-list-suggestions', fieldName, listNames] as const,
  /** `extract` is the EXTRACT rows in array form, as JSON. */
  openQuestions: (input: string, extract: string) => ['assistant', 'open-questions', input, extract] as const,
  /** `extract` as for openQuestions. */
  extractReads: (input: string, extract: string) => ['assistant', 'extract-reads', input, extract] as const,
  /** One request of a screen's automatic mapping: `owner` tells screens apart, `request` their requests. */
  fieldMatches: (owner: string, request: number) => ['assistant', 'field-matches', owner, request] as const,
};

function getCapabilities(signal: AbortSignal): Promise<Capabilities> {
  return request<Capabilities>('/api/assistant/capabilities', { signal });
}

/** Generation tool names, with their 'ac_' prefix (anything else in the answer is left out). */
async function listTools(signal: AbortSignal): Promise<string[]> {
  const names = await request<unknown>('/api/assistant/tools', { signal });
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && name !== '') : [];
}

/** The tools query, shared by the mapper and the assistant's first automatic mapping. */
export const toolsQuery = { queryKey: assistantKeys.tools, queryFn: ({ signal }: { signal: AbortSignal }) => listTools(signal) };

/**
 * What the active assistant and search provider can do; null until known. The providers do not change
 * while the server runs: asked once per page load, and after a failure again by the next screen.
 */
export function useCapabilities(): Capabilities | null {
  const query = useQuery({
    queryKey: assistantKeys.capabilities,
    queryFn: ({ signal }) => getCapabilities(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Loading the assistant capabilities failed', error);
  }, [error]);
  return query.data ?? null;
}

/** Matches each left name with one of the right names (source columns and tools). */
export async function mapFields(left: readonly string[], right: readonly string[], signal?: AbortSignal): Promise<FieldMatch[]> {
  const answer = await request<{ mappings?: FieldMatch[] }>('/api/assistant/map_fields', {
    json: { left: left.map((name) => ({ name })), right: right.map((name) => ({ name })) },
    signal,
  });
  return answer?.mappings ?? [];
}

/** One map_fields request of a screen: which names it asks about, against which columns and tools. */
export interface FieldMatchRequest {
  id: number;
  left: readonly string[];
  right: readonly string[];
}

/**
 * The answers to a screen's map_fields requests, in their order. Queries rather than calls, so that
 * the library aborts a request once its screen is gone (no observer left). Each is sent once: no
 * retry, never stale, dropped from the cache when unwatched, sent offline too.
 */
export function useFieldMatches(owner: string, requests: readonly FieldMatchRequest[]) {
  return useQueries({
    queries: requests.map((asked) => ({
      queryKey: assistantKeys.fieldMatches(owner, asked.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => mapFields(asked.left, asked.right, signal),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      networkMode: 'always' as const,
    })),
  });
}

/** The names of the value lists that suit a field, best first (only names that are offered). */
async function recommendValueLists(fieldName: string, fieldDescription: string | null, availableValueLists: readonly string[], signal: AbortSignal): Promise<string[]> {
  const names = await request<unknown>('/api/assistant/recommend_value_lists', {
    json: { field_name: fieldName, field_description: fieldDescription ?? '', available_value_lists: availableValueLists },
    signal,
  });
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string' && availableValueLists.includes(name)) : [];
}

const NO_SUGGESTIONS: string[] = [];

/**
 * Recommended list names for a field, asked once lists exist; a failure leaves none (docs/product.md).
 * The description goes with the question but does not make a new one: asked again only for another
 * field or other lists, not at every keystroke.
 */
export function useValueListSuggestions(fieldName: string, description: string | null, listNames: readonly string[], enabled: boolean): string[] {
  const query = useQuery({
    queryKey: assistantKeys.valueListSuggestions(fieldName, listNames),
    queryFn: ({ signal }) => recommendValueLists(fieldName, description, listNames, signal),
    enabled: enabled && listNames.length > 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Value list recommendations failed', error);
  }, [error]);
  return query.data ?? NO_SUGGESTIONS;
}

/** What the file leaves open for the mapping's EXTRACT fields. */
async function listOpenQuestions(body: OpenQuestionsRequest, signal: AbortSignal): Promise<OpenQuestion[]> {
  const answer = await request<{ questions?: unknown }>('/api/assistant/open_questions', { json: body, signal });
  return Array.isArray(answer?.questions) ? (answer.questions as OpenQuestion[]) : [];
}

/** How long the EXTRACT rows must stay unchanged before the file is asked about them again. */
export const OPEN_QUESTIONS_DELAY_MS = 400;

const NO_QUESTIONS: OpenQuestion[] = [];

/**
 * What a stored upload (`input`, as for the analysis) leaves open for the given EXTRACT rows (array
 * form): asked once the rows have stopped changing for a moment, the last answer kept meanwhile.
 * None without a file or EXTRACT rows; a failure leaves none (logged).
 */
export function useOpenQuestions(input: string | null, extract: readonly MappingEntry[]): OpenQuestion[] {
  const signature = useMemo(() => JSON.stringify(extract), [extract]);
  const settled = useDebouncedValue(signature, OPEN_QUESTIONS_DELAY_MS);
  const query = useQuery({
    queryKey: assistantKeys.openQuestions(input ?? '', settled),
    queryFn: ({ signal }) => listOpenQuestions({ input: input ?? '', mapping: JSON.parse(settled) as unknown[] }, signal),
    enabled: input !== null && input !== '' && extract.length > 0 && settled !== '[]',
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Loading the open questions of the file failed', error);
  }, [error]);
  if (input === null || extract.length === 0) return NO_QUESTIONS;
  return query.data ?? NO_QUESTIONS;
}

/** What the mapping's EXTRACT fields read on the file, per field (same body as open_questions). */
async function listExtractReads(body: OpenQuestionsRequest, signal: AbortSignal): Promise<ExtractReads[]> {
  const answer = await request<{ reads?: unknown }>('/api/assistant/extract_reads', { json: body, signal });
  return Array.isArray(answer?.reads) ? (answer.reads as ExtractReads[]) : [];
}

const NO_READS: ReadonlyMap<string, ExtractReads> = new Map();

/**
 * What each of the given EXTRACT rows (array form) reads on a stored upload, by field name: asked as
 * the open questions are (once the rows have stopped changing, the last answer kept meanwhile).
 * Empty without a file or EXTRACT rows; a failure leaves it empty (logged).
 */
export function useExtractReads(input: string | null, extract: readonly MappingEntry[]): ReadonlyMap<string, ExtractReads> {
  const signature = useMemo(() => JSON.stringify(extract), [extract]);
  const settled = useDebouncedValue(signature, OPEN_QUESTIONS_DELAY_MS);
  const query = useQuery({
    queryKey: assistantKeys.extractReads(input ?? '', settled),
    queryFn: ({ signal }) => listExtractReads({ input: input ?? '', mapping: JSON.parse(settled) as unknown[] }, signal),
    enabled: input !== null && input !== '' && extract.length > 0 && settled !== '[]',
    placeholderData: keepPreviousData,
  });
  const { data, error } = query;
  useEffect(() => {
    if (error) console.warn('Loading what the EXTRACT fields read on the file failed', error);
  }, [error]);
  const byField = useMemo(() => (data ? new Map(data.map((reads) => [reads.field, reads])) : NO_READS), [data]);
  return input === null || extract.length === 0 ? NO_READS : byField;
}

/** The column headers of a file. */
export async function listFields(file: File, signal?: AbortSignal): Promise<string[]> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  const answer = await request<{ fields: string[] }>('/api/assistant/list_fields', { formData, signal });
  return answer.fields;
}

/** Source fields suggested for the file's columns (names with what is known of them). */
export function suggestSources(availableFields: readonly { name: string; details?: unknown }[], signal?: AbortSignal): Promise<unknown> {
  return request<unknown>('/api/assistant/suggest_sources', { json: { available_fields: availableFields }, signal });
}

/**
 * One state object for a form, or for any screen's set of inputs: the values, which fields were left
 * (touched), an error per field, whether a submit was tried, and the values it started from (or was
 * last reset to), which `dirty` compares with, field by field (Object.is: a new array is a change).
 *
 * `field(name)` binds one value: `value`, `onChange` (a value, or a function of the previous one, as a
 * useState setter), `onBlur` (marks it touched), `touched`, `error`, `dirty`. Every function the form
 * hands out keeps its identity across renders, as a useState setter does, so it can be passed down or
 * listed in an effect's dependencies. An update that changes nothing keeps the state, and the render.
 *
 * The changes are the pure functions below, so they are tested without React; the hook keeps their
 * state in one useState.
 */
import { type SetStateAction, useMemo, useState } from 'react';

export type FieldFlags<V> = Partial<Record<keyof V, true>>;
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FormState<V> {
  values: V;
  /** What the values started from, or were last reset to. */
  initial: V;
  touched: FieldFlags<V>;
  errors: FieldErrors<V>;
  /** A submit was tried (errors then show for fields not touched yet). */
  attempted: boolean;
}

/** New values, or a function of the current ones that answers the new ones. */
export type FormPatch<V> = Partial<V> | ((values: V) => Partial<V>);

export function formState<V>(values: V): FormState<V> {
  return { values, initial: values, touched: {}, errors: {}, attempted: false };
}

export function patchValues<V>(state: FormState<V>, patch: FormPatch<V>): FormState<V> {
  const changes = typeof patch === 'function' ? patch(state.values) : patch;
  const keys = Object.keys(changes) as (keyof V)[];
  if (keys.every((key) => Object.is(state.values[key], changes[key]))) return state;
  return { ...state, values: { ...state.values, ...changes } };
}

export function setFieldValue<V, K extends keyof V>(state: FormState<V>, name: K, action: SetStateAction<V[K]>): FormState<V> {
  const value = typeof action === 'function' ? (action as (previous: V[K]) => V[K])(state.values[name]) : action;
  return patchValues(state, { [name]: value } as unknown as Partial<V>);
}

export function touchField<V>(state: FormState<V>, name: keyof V): FormState<V> {
  if (state.touched[name]) return state;
  return { ...state, touched: { ...state.touched, [name]: true } };
}

/** Sets a field's error; null clears it. */
export function setFieldError<V>(state: FormState<V>, name: keyof V, message: string | null): FormState<V> {
  if ((state.errors[name] ?? null) === message) return state;
  const errors = { ...state.errors };
  if (message === null) delete errors[name];
  else errors[name] = message;
  return { ...state, errors };
}

export function attemptSubmit<V>(state: FormState<V>): FormState<V> {
  return state.attempted ? state : { ...state, attempted: true };
}

/** A fresh form: these values (the last initial ones by default), nothing touched, no error, no submit tried. */
export function resetForm<V>(state: FormState<V>, values: V = state.initial): FormState<V> {
  return formState(values);
}

/** Whether a field (or, without a name, any field) differs from its initial value. */
export function isDirty<V>(state: FormState<V>, name?: keyof V): boolean {
  if (name !== undefined) return !Object.is(state.values[name], state.initial[name]);
  const keys = new Set([...Object.keys(state.values as object), ...Object.keys(state.initial as object)]) as Set<keyof V>;
  return [...keys].some((key) => !Object.is(state.values[key], state.initial[key]));
}

export interface FieldBinding<T> {
  value: T;
  onChange: (action: SetStateAction<T>) => void;
  /** Marks the field touched. */
  onBlur: () => void;
  touched: boolean;
  error: string | null;
  dirty: boolean;
}

export interface FormActions<V> {
  set: (patch: FormPatch<V>) => void;
  touch: (name: keyof V) => void;
  setError: (name: keyof V, message: string | null) => void;
  /** Notes that a submit was tried. */
  attempt: () => void;
  reset: (values?: V) => void;
}

export interface Form<V> extends FormActions<V> {
  values: V;
  touched: FieldFlags<V>;
  errors: FieldErrors<V>;
  attempted: boolean;
  dirty: boolean;
  field: <K extends keyof V>(name: K) => FieldBinding<V[K]>;
}

/** Applies a change of the state (a useState setter given a function, say). */
export type FormUpdate<V> = (change: (state: FormState<V>) => FormState<V>) => void;

interface Handlers<V> extends FormActions<V> {
  handlers: <K extends keyof V>(name: K) => Pick<FieldBinding<V[K]>, 'onChange' | 'onBlur'>;
}

/** The form's functions, made once: they only pass changes to `update`. */
export function formActions<V>(update: FormUpdate<V>): Handlers<V> {
  const byField = new Map<keyof V, Pick<FieldBinding<never>, 'onBlur'> & { onChange: (action: never) => void }>();
  return {
    set: (patch) => update((state) => patchValues(state, patch)),
    touch: (name) => update((state) => touchField(state, name)),
    setError: (name, message) => update((state) => setFieldError(state, name, message)),
    attempt: () => update(attemptSubmit),
    reset: (values) => update((state) => resetForm(state, values)),
    handlers: <K extends keyof V>(name: K) => {
      let found = byField.get(name);
      if (!found) {
        const onChange = (action: SetStateAction<V[K]>) => update((state) => setFieldValue(state, name, action));
        found = { onChange, onBlur: () => update((state) => touchField(state, name)) };
        byField.set(name, found);
      }
      return found as unknown as Pick<FieldBinding<V[K]>, 'onChange' | 'onBlur'>;
    },
  };
}

/** What a render reads: the state, with the form's (stable) functions. */
export function formView<V>(state: FormState<V>, actions: Handlers<V>): Form<V> {
  const { handlers, ...rest } = actions;
  return {
    ...rest,
    values: state.values,
    touched: state.touched,
    errors: state.errors,
    attempted: state.attempted,
    dirty: isDirty(state),
    field: (name) => ({
      value: state.values[name],
      ...handlers(name),
      touched: state.touched[name] === true,
      error: state.errors[name] ?? null,
      dirty: isDirty(state, name),
    }),
  };
}

/** A form's state in one object; `initial` as for useState (a function is called once). */
export function useForm<V extends object>(initial: V | (() => V)): Form<V> {
  const [state, setState] = useState(() => formState(typeof initial === 'function' ? (initial as () => V)() : initial));
  const [actions] = useState(() => formActions<V>(setState));
  return useMemo(() => formView(state, actions), [state, actions]);
}

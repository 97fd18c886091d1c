import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { attemptSubmit, type Form, type FormState, formActions, formState, formView, isDirty, patchValues, resetForm, setFieldError, setFieldValue, touchField, useForm } from '../../../../../client/src/lib/useForm.ts';

interface Sample {
  name: string;
  rows: string[];
  open: boolean;
}

const START: Sample = { name: '', rows: [], open: false };

/** The hook's wiring without React: one state, changed through the form's functions. */
function store<V>(initial: V) {
  let state = formState(initial);
  let updates = 0;
  const actions = formActions<V>((change) => {
    updates += 1;
    state = change(state);
  });
  return {
    form: (): Form<V> => formView(state, actions),
    state: (): FormState<V> => state,
    updates: () => updates,
  };
}

t.test('values change by patch or by a function of the current ones; no change keeps the state', async (t) => {
  const start = formState(START);
  t.same(start, { values: START, initial: START, touched: {}, errors: {}, attempted: false });
  const named = patchValues(start, { name: 'Colours' });
  t.equal(named.values.name, 'Colours');
  t.equal(named.values.rows, START.rows, 'other values kept as they were');
  t.equal(start.values.name, '', 'the state before is not changed');
  t.equal(patchValues(named, { name: 'Colours' }), named, 'the same value: the same state');
  t.equal(patchValues(named, (values) => ({ open: !values.open })).values.open, true);
  t.same(setFieldValue(named, 'rows', (rows) => [...rows, 'red']).values.rows, ['red']);
  t.equal(setFieldValue(named, 'rows', ['a']).values.rows[0], 'a');
});

t.test('touched, errors and the submit attempt; reset starts over', async (t) => {
  let state = touchField(formState(START), 'name');
  t.same(state.touched, { name: true });
  t.equal(touchField(state, 'name'), state, 'touched twice: unchanged');
  state = setFieldError(state, 'rows', 'At least one value');
  t.same(state.errors, { rows: 'At least one value' });
  t.equal(setFieldError(state, 'rows', 'At least one value'), state);
  t.same(setFieldError(state, 'rows', null).errors, {}, 'null clears it');
  t.equal(setFieldError(formState(START), 'rows', null).errors.rows, undefined);
  state = attemptSubmit(patchValues(state, { name: 'Sizes' }));
  t.equal(state.attempted, true);
  t.equal(attemptSubmit(state), state);

  const fresh = resetForm(state);
  t.same(fresh, formState(START), 'back to the initial values, nothing touched, no error, no attempt');
  const loaded = resetForm(state, { name: 'Sizes', rows: ['S', 'M'], open: false });
  t.same(loaded.initial, loaded.values, 'reset values are the new initial ones');
  t.equal(isDirty(loaded), false);
});

t.test('dirty: a field, or any, differs from its initial value', async (t) => {
  const start = formState(START);
  t.equal(isDirty(start), false);
  const typed = patchValues(start, { name: 'x' });
  t.equal(isDirty(typed), true);
  t.equal(isDirty(typed, 'name'), true);
  t.equal(isDirty(typed, 'rows'), false);
  t.equal(isDirty(patchValues(typed, { name: '' })), false, 'typed back to what it was: not dirty');
  t.equal(isDirty(patchValues(start, { rows: [] })), true, 'compared by identity: a new array is a change');
});

t.test('field(name) binds a value: onChange (value or function), onBlur, touched, error, dirty', async (t) => {
  const s = store(START);
  const name = s.form().field('name');
  t.same({ value: name.value, touched: name.touched, error: name.error, dirty: name.dirty }, { value: '', touched: false, error: null, dirty: false });
  name.onChange('Brands');
  name.onBlur();
  s.form().setError('name', 'Taken');
  const after = s.form().field('name');
  t.same({ value: after.value, touched: after.touched, error: after.error, dirty: after.dirty }, { value: 'Brands', touched: true, error: 'Taken', dirty: true });
  t.equal(s.form().dirty, true);
  t.equal(s.form().touched.name, true);
  t.equal(s.form().errors.name, 'Taken');

  s.form()
    .field('rows')
    .onChange((rows) => [...rows, 'a']);
  s.form()
    .field('rows')
    .onChange((rows) => [...rows, 'b']);
  t.same(s.form().values.rows, ['a', 'b'], 'functions apply to the latest value, in order');

  t.equal(s.form().field('name').onChange, name.onChange, 'a field keeps its onChange across renders');
  t.equal(s.form().field('name').onBlur, name.onBlur);
  t.not(s.form().field('rows').onChange, name.onChange as unknown, 'each field has its own');
  t.equal(s.form().set, s.form().set, 'and the form its functions');
  t.equal(s.form().reset, s.form().reset);
});

t.test('set, touch, attempt and reset through the form', async (t) => {
  const s = store(START);
  const form = s.form();
  form.set({ name: 'Materials', open: true });
  form.set((values) => ({ rows: [values.name] }));
  form.touch('rows');
  form.attempt();
  t.same(s.state().values, { name: 'Materials', rows: ['Materials'], open: true });
  t.equal(s.form().attempted, true);
  t.equal(s.form().field('rows').touched, true);
  const before = s.state();
  form.set({ open: true });
  t.equal(s.state(), before, 'a change that changes nothing keeps the state (no render)');

  form.reset({ name: 'Loaded', rows: [], open: false });
  t.same(s.state(), formState({ name: 'Loaded', rows: [], open: false }));
  form.set({ name: 'Edited' });
  form.reset();
  t.equal(s.form().values.name, 'Loaded', 'reset without values: back to the last initial ones');
  t.equal(s.form().dirty, false);
  t.ok(s.updates() > 0);
});

t.test('the hook renders with its initial values, a function of them called once', async (t) => {
  let calls = 0;
  let seen: Form<Sample> | null = null;
  function Probe() {
    const form = useForm(() => {
      calls += 1;
      return { ...START, name: 'Colours' };
    });
    seen = form;
    return createElement('output', null, form.field('name').value);
  }
  t.equal(renderToStaticMarkup(createElement(Probe)), '<output>Colours</output>');
  t.equal(calls, 1);
  t.equal((seen as Form<Sample> | null)?.dirty, false);
  t.equal((seen as Form<Sample> | null)?.attempted, false);

  function Plain() {
    return createElement('span', null, useForm(START).values.open ? 'open' : 'closed');
  }
  t.equal(renderToStaticMarkup(createElement(Plain)), '<span>closed</span>');
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { leadsItsProduct } from '../../../../server/services/batches/cells.ts';
import { addToInput, emptyInput, hasSiblings, type RunInput, sliceOf } from '../../../../server/lib/run-input.ts';
import { RunSetup } from '../../../../server/services/batches/run-setup.ts';

// A T-shirt in three variants, a mug alone, a cap in two variants: run products 0–5.
const input: RunInput = {
  products: ['S', 'M', 'L', 'Mug', 'Cap S', 'Cap M'].map((name) => ({ Name: name })),
  groups: [0, 0, 0, 1, 2, 2],
  inherited: [[], ['Brand'], ['Brand'], [], [], ['Brand']],
  groupProducts: [{ Name: 'T-shirt' }, { Name: 'Mug' }, { Name: 'Cap' }],
  numbers: { columns: { Price: ',' }, file: ',' },
};

t.test('a chunk slice answers what the whole input answers for its products', async (t) => {
  const known = emptyInput(input.numbers);
  addToInput(known, JSON.parse(JSON.stringify(sliceOf(input, [2, 3]))));
  t.same([known.products[2], known.products[3]], [{ Name: 'L' }, { Name: 'Mug' }]);
  t.equal(known.products[1], undefined, 'a neighbour’s cells stay out');
  t.same([known.inherited[2], known.groupProducts[0], known.groupProducts[1], known.groupProducts[2]], [['Brand'], { Name: 'T-shirt' }, { Name: 'Mug' }, undefined]);
  for (const index of [2, 3]) {
    t.equal(leadsItsProduct(known.groups, index), leadsItsProduct(input.groups, index), `product ${index} leads its product as in the file`);
    t.equal(hasSiblings(known.groups, index), hasSiblings(input.groups, index), `product ${index} has variants beside it as in the file`);
  }
  t.same([hasSiblings(input.groups, 2), hasSiblings(input.groups, 3), hasSiblings(input.groups, 4)], [true, false, true]);
  t.same(known.numbers, input.numbers);
  addToInput(known, input);
  t.same(known, input, 'the whole input then fills the rest');
});

t.test('a file is parsed once for its prediction, its start and its run, by its bytes', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-run-input-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'a.csv'), 'Name\nMug\n');
  fs.writeFileSync(path.join(dir, 'copy.csv'), 'Name\nMug\n');
  fs.writeFileSync(path.join(dir, 'other.csv'), 'Name\nCap\n');
  const parsed: string[] = [];
  let refuse = false;
  const setup = new RunSetup({
    executor: {
      task: (async (_workspace: string, _job: string, task: { path: string }) => {
        parsed.push(path.basename(task.path));
        if (refuse) throw new Error('the reader died');
        return { ok: true, items: [{ cells: { Name: 'Mug' }, product: 0, inherited: [] }], products: [{ Name: 'Mug' }], numbers: { columns: {} } };
      }) as never,
    },
    files: { localPath: async (_workspace: string, name: string) => (fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : undefined) } as never,
    settings: {} as never,
    valueLists: {} as never,
    assistant: {} as never,
    search: {} as never,
    signal: new AbortController().signal,
  });
  const file = (storedName: string) => ({ storedName, extension: 'csv' });
  const first = await setup.products('ws', file('a.csv'));
  await setup.products('ws', file('a.csv'));
  t.equal(await setup.products('ws', file('copy.csv')), first, 'the same bytes uploaded again are not parsed again');
  await setup.products('ws', file('other.csv'));
  await setup.products('ws', file('a.csv'), true);
  t.same(parsed, ['a.csv', 'other.csv', 'a.csv'], 'other bytes, or read as rows, parsed once each');
  fs.writeFileSync(path.join(dir, 'new.csv'), 'Name\nLamp\n');
  refuse = true;
  await t.rejects(setup.products('ws', file('new.csv')), { code: 'input_unreadable' });
  refuse = false;
  await setup.products('ws', file('new.csv'));
  t.same(parsed.slice(3), ['new.csv', 'new.csv'], 'a failed parse is not kept');
  await t.rejects(setup.products('ws', file('gone.csv')), { code: 'input_unreadable' });
});

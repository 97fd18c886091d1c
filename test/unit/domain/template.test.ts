import t from 'tap';
import { choiceFormats, formatChoice, outputFileFormatOf, outputFormats } from '../../../domain/template.ts';

t.test('output formats: file_formats when it names any, else file_format, else csv', async (t) => {
  t.same(outputFormats({ file_format: 'xlsx' }), ['xlsx'], 'a template made before file_formats');
  t.same(outputFormats({ file_format: 'csv', delimiter: ';' }), ['csv']);
  t.same(outputFormats(undefined), ['csv'], 'csv by default');
  t.same(outputFormats({ file_format: 'xlsx', file_formats: ['xlsx', 'csv', 'xlsx'] }), ['csv', 'xlsx'], 'each once, csv first');
  t.same(outputFormats({ file_format: 'xlsx', file_formats: ['pdf', 7] }), ['xlsx'], 'nothing known in the list: file_format');
});

t.test('the output format of formats: file_format is the first, the delimiter only with csv', async (t) => {
  t.same(outputFileFormatOf(['xlsx', 'csv'], ';'), { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: ';' });
  t.same(outputFileFormatOf(['xlsx'], ';'), { file_format: 'xlsx', file_formats: ['xlsx'] });
  t.same(outputFileFormatOf(['csv']), { file_format: 'csv', file_formats: ['csv'], delimiter: ',' });
});

t.test('the editor’s choice: csv, xlsx or both, and back', async (t) => {
  for (const choice of ['csv', 'xlsx', 'both'] as const) t.equal(formatChoice(outputFileFormatOf(choiceFormats(choice))), choice, choice);
  t.equal(formatChoice({ file_format: 'xlsx' }), 'xlsx');
});

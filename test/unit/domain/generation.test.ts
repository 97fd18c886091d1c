import t from 'tap';
import { mergeGenerateOptions } from '../../../domain/generation.ts';

t.test('generation options: template entry over workspace defaults', async (t) => {
  const merged = mergeGenerateOptions(
    { tone: 'friendly', language: 'FR', min_words: '', max_words: 40, creativity: null, structure: null, language_adaptation: null },
    { role: 'Copywriter', tone: 'formal', language: 'en', min_words: 60, creativity: 'high', structure: 'paragraphs', language_adaptation: true, format: '' },
  );
  t.same(merged, {
    role: 'Copywriter',
    context: null,
    target: null,
    tone: 'friendly',
    language_adaptation: true,
    structure: 'paragraphs',
    type_of_content: null,
    seo_guidelines: null,
    format: null,
    language: 'fr',
    min_words: null,
    max_words: 40,
    creativity: 'high',
  });
  const words = (entry: Record<string, unknown>, workspace: Record<string, unknown>) => {
    const { min_words, max_words } = mergeGenerateOptions(entry, workspace);
    return [min_words, max_words];
  };
  t.same(words({ min_words: 80 }, { max_words: 50 }), [80, null], "min above the workspace's max: the entry's min stands");
  t.same(words({ max_words: 30 }, { min_words: 50 }), [null, 30], "max below the workspace's min: the entry's max stands");
  t.same(words({ min_words: 90, max_words: 20 }, {}), [null, 20], 'a template saved reversed before the rule: the max stands, nothing swapped');
  t.same(words({}, { min_words: 90, max_words: 20 }), [null, 20], 'workspace defaults saved reversed likewise');
  t.same(words({ min_words: 20, max_words: 90 }, { min_words: 5, max_words: 10 }), [20, 90]);
  const bare = mergeGenerateOptions({});
  t.equal(bare.language, 'en');
  t.equal(bare.creativity, 'medium');
  t.equal(bare.language_adaptation, false);
});

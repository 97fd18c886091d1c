import t from 'tap';
import { forgetTexts, TextMemo } from '../../../engine/text-memo.ts';

t.test('a memo works a text out once, an undefined answer too, and is emptied when full', async (t) => {
  const worked: string[] = [];
  const memo = new TextMemo<string | undefined>(3);
  const upper = (text: string) => {
    worked.push(text);
    return text === '' ? undefined : text.toUpperCase();
  };
  t.equal(memo.of('kg', upper), 'KG');
  t.equal(memo.of('kg', upper), 'KG');
  t.equal(memo.of('', upper), undefined);
  t.equal(memo.of('', upper), undefined);
  t.same(worked, ['kg', ''], 'each text worked out once');
  memo.of('g', upper);
  t.equal(memo.size, 3);
  memo.of('ml', upper);
  t.equal(memo.size, 1, 'full, it was emptied before keeping the fourth');
});

t.test('forgetting the texts empties every memo', async (t) => {
  const first = new TextMemo<number>(10);
  const second = new TextMemo<number>(10);
  first.of('a', (text) => text.length);
  second.of('bb', (text) => text.length);
  forgetTexts();
  t.equal(first.size + second.size, 0);
});

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenQuestion } from '../../../../domain/analysis.ts';

interface Props {
  questions: readonly OpenQuestion[];
  onAnswer: (question: OpenQuestion, choice: string) => void;
}

/**
 * "The file leaves open": one sentence per question with a select that answers it in one click (the
 * field's source_unit or source_decimal). Shown above the mapper while a file is at hand.
 */
export function OpenQuestions({ questions, onAnswer }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  if (questions.length === 0) return null;
  return (
    <section className="fm-questions" aria-labelledby={titleId}>
      <h3 id={titleId} className="fm-questions-title">
        {t('fieldMapper.openQuestions.title')}
      </h3>
      <ul className="stack-list">
        {questions.map((question) => (
          <QuestionItem key={`${question.field}\u0000${question.kind}`} question={question} onAnswer={onAnswer} />
        ))}
      </ul>
    </section>
  );
}

const SENTENCE_KEYS = {
  unit: { sentence: 'fieldMapper.openQuestions.unit', prompt: 'fieldMapper.openQuestions.unitPrompt' },
  currency: { sentence: 'fieldMapper.openQuestions.currency', prompt: 'fieldMapper.openQuestions.currencyPrompt' },
  decimal: { sentence: 'fieldMapper.openQuestions.decimal', prompt: 'fieldMapper.openQuestions.decimalPrompt' },
} as const;

function QuestionItem({ question, onAnswer }: { question: OpenQuestion; onAnswer: Props['onAnswer'] }) {
  const { t } = useTranslation();
  const base = useId();
  const keys = SENTENCE_KEYS[question.kind];
  const choiceLabel = (choice: string) => {
    if (question.kind !== 'decimal') return choice;
    if (choice === '.') return t('fieldMapper.panel.decimalPoint');
    if (choice === ',') return t('fieldMapper.panel.decimalComma');
    return choice;
  };
  return (
    <li className="fm-question">
      <span id={`${base}-sentence`}>{t(keys.sentence, { column: question.column, example: question.example })}</span>
      <span className="fm-question-answer">
        <label id={`${base}-prompt`} htmlFor={`${base}-choice`}>
          {t(keys.prompt)}
        </label>
        <select
          id={`${base}-choice`}
          className="input select fm-question-select"
          aria-labelledby={`${base}-sentence ${base}-prompt`}
          value=""
          onChange={(event) => {
            if (event.target.value !== '') onAnswer(question, event.target.value);
          }}
        >
          <option value="">{t('fieldMapper.openQuestions.choose')}</option>
          {question.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(choice)}
            </option>
          ))}
        </select>
      </span>
      <span className="fm-question-details">{question.kind === 'decimal' ? t('fieldMapper.openQuestions.concerns', { field: question.field, count: question.products }) : t('fieldMapper.openQuestions.concernsExample', { field: question.field, count: question.products, example: question.example })}</span>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { BATCH_ACTIONS } from '../../../../domain/mapping.ts';
import './HelpPage.css';

/** The topics, in the order of the workflow; each has a title and a text in the dictionaries. */
const TOPICS = ['upload', 'templates', 'actions', 'valueLists', 'runs', 'credits', 'downloads'] as const;

const ACTION_KEYS = { COPY: 'copy', EXTRACT: 'extract', GENERATE: 'generate' } as const;

/** /help: how Fiche works, served by Fiche itself in the display language. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="page help">
      <header className="page-header">
        <h1 className="page-title">{t('help.title')}</h1>
        <p className="page-subtitle">{t('help.intro')}</p>
      </header>
      <nav className="card help-contents" aria-labelledby="help-contents">
        <h2 id="help-contents" className="section-title">
          {t('help.contents')}
        </h2>
        <ul>
          {TOPICS.map((topic) => (
            <li key={topic}>
              <a href={`#help-${topic}`}>{t(`help.${topic}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {TOPICS.map((topic) => (
        <section key={topic} id={`help-${topic}`} className="card help-topic" aria-labelledby={`help-${topic}-title`}>
          <h2 id={`help-${topic}-title`} className="section-title">
            {t(`help.${topic}.title`)}
          </h2>
          {topic === 'actions' ? (
            <dl className="help-actions">
              {BATCH_ACTIONS.map((action) => (
                <div key={action}>
                  <dt>{action}</dt>
                  <dd>{t(`help.actions.${ACTION_KEYS[action]}`)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t(`help.${topic}.text`)}</p>
          )}
        </section>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { creditState } from '../../../../domain/subscription.ts';
import './credits.css';

interface Props {
  /** What the whole file's run will charge, once known. */
  required?: number;
  available: number;
  /** Cells the run takes free from earlier runs. */
  cachedCells?: number;
  /** The try-on: the products it covers and what it will charge, once known. */
  trial?: { products: number; required?: number };
}

/** What the prediction adds to a panel: the cells reused free, the try-on's charge. */
function PredictionNotes({ cachedCells, trial }: Pick<Props, 'cachedCells' | 'trial'>) {
  const { t } = useTranslation();
  return (
    <>
      {cachedCells !== undefined && cachedCells > 0 && <p>{t('subscription.cachedNote', { count: cachedCells })}</p>}
      {trial?.required !== undefined && trial.products > 0 && (
        <p>
          {t('subscription.trialNote', {
            products: t('subscription.trialProducts', { count: trial.products }),
            credits: t('subscription.credits', { count: trial.required }),
          })}
        </p>
      )}
    </>
  );
}

/**
 * The new catalogue's credit panels (docs/product.md New catalogue, docs/product.md): no credits at all, not enough for
 * this file, or a note with what the run will use (and the cells it reuses free, and what a try-on
 * will use). Each links to the subscription details.
 */
export function CreditPanels({ required, available, cachedCells, trial }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const state = creditState(available, required);
  const details = (
    <button type="button" className="button button-small" onClick={() => navigate('/user-profile')}>
      {t('subscription.viewDetails')}
    </button>
  );

  if (state === 'none') {
    return (
      <section className="credit-panel credit-panel-danger" role="alert" aria-labelledby="credit-panel-title">
        <h3 id="credit-panel-title" className="credit-panel-title">
          {t('subscription.noCreditsTitle')}
        </h3>
        <p>{t('subscription.noCreditsText')}</p>
        {details}
      </section>
    );
  }
  if (state === 'insufficient') {
    return (
      <section className="credit-panel credit-panel-warning" role="alert" aria-labelledby="credit-panel-title">
        <h3 id="credit-panel-title" className="credit-panel-title">
          {t('subscription.insufficientTitle')}
        </h3>
        <p>{t('subscription.insufficientText')}</p>
        <dl className="credit-panel-figures">
          <div>
            <dt>{t('subscription.creditsRequired')}</dt>
            <dd>{required}</dd>
          </div>
          <div>
            <dt>{t('subscription.creditsAvailable')}</dt>
            <dd>{available}</dd>
          </div>
        </dl>
        <PredictionNotes cachedCells={cachedCells} trial={trial} />
        {details}
      </section>
    );
  }
  if (required === undefined) return null;
  return (
    <section className="credit-panel credit-panel-info" aria-label={t('subscription.creditsRequired')}>
      <p>{t('subscription.requiredNote', { count: required, available })}</p>
      <PredictionNotes cachedCells={cachedCells} trial={trial} />
      {details}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { OurFormsDialog } from './OurFormsDialog';

export function Hero() {
  const { t } = useTranslation();
  const scrollToServices = () => {
    const services = document.getElementById('services');
    services?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    services?.focus({ preventScroll: true });
  };
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('home.hero.title')}</h1>
      <p className="lead">{t('home.hero.lead')}</p>
      <div className="actions">
        <button type="button" className="button primary" onClick={scrollToServices}>
          {t('home.hero.start')}
        </button>
        <OurFormsDialog />
      </div>
    </section>
  );
}

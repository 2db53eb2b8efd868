import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hero } from './Hero';
import { Services } from './Services';
import { OfficeLocation } from './OfficeLocation';
import { FeedbackForm } from './FeedbackForm';
import { Footer } from './Footer';

export default function HomePage() {
  return (
    <>
      <main id="main">
        <Hero />
        <Services />
        <TrackInvite />
        <OfficeLocation />
        <FeedbackForm />
      </main>
      <Footer />
    </>
  );
}

/** For someone who applied already: where to see their application's state (a plain link, no code). */
function TrackInvite() {
  const { t } = useTranslation();
  return (
    <section className="track-invite" aria-labelledby="track-invite-title">
      <h2 id="track-invite-title">{t('home.track.title')}</h2>
      <p>{t('home.track.body')}</p>
      <Link className="button secondary" to="/track">
        {t('home.track.link')}
      </Link>
    </section>
  );
}

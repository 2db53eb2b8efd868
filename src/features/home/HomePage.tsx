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
        <OfficeLocation />
        <FeedbackForm />
      </main>
      <Footer />
    </>
  );
}

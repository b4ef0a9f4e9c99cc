import { useTranslation } from 'react-i18next';
import { deferred } from '../../components/deferred';
import { island } from '../../components/islands';
import { Seo } from '../../components/Seo';
import { pageTexts } from '../../lib/page-texts';
import { BannerCarousel } from '../../features/home';
import { CompareBar } from '../../features/products';

/** The home page's texts and its contact form's: only this page shows them, so no other page carries them. */
const texts = pageTexts(
  ['home', 'contact'],
  import.meta.glob<Record<string, unknown>>('../../locales/*/{home,contact}.json', { import: 'default' }),
);

export const preload = texts.load;

/**
 * What lies below the banner (cards, carousels, the contact form): the server's HTML shows it whole, and its code (the
 * cards, the carousels' documents, their icons) loads apart, so the page starts with the banner's alone.
 */
const HomeSections = deferred<object>(() => import('./HomeSections').then((m) => m.HomeSections));

/** The banner moves by itself: live once on screen (the page's script starts then: client/boot-after-paint.js). */
const Banner = island('banner', BannerCarousel, 'visible');

/** Never hydrated whole: its islands are the header, the banner, the carousels, the contact form and the comparison's parts. */
export const islands = true;

function Home() {
  const { t } = useTranslation('home');
  return (
    <>
      <Seo title={t('meta.title')} description={t('meta.description')} />
      <Banner />
      <HomeSections />
      <CompareBar />
    </>
  );
}

export default function HomePage() {
  return (
    <texts.Gate>
      <Home />
    </texts.Gate>
  );
}

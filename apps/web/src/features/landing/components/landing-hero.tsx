import { useState } from 'react';
import { SITE_NAME, SITE_TAGLINE } from '@/config/constants';
import defaultHeroUrl from '../assets/default-hero.svg';
import { SecretLogo } from './secret-logo';

/** The bundled default hero (docs/product/shopper.md §2: "with a default if none"), and what it shows. */
export const DEFAULT_HERO = {
  url: defaultHeroUrl,
  alt: 'Soft watercolor washes of rose, blue, ochre, sage and violet bleeding into one another',
} as const;

/** The alt text of the hero the admin uploaded (Hero image panel). */
export const UPLOADED_HERO_ALT = `Featured image from the ${SITE_NAME} studio: handmade watercolor paints and art supplies`;

/**
 * The hero: the admin's image when one is set and loads, otherwise the bundled
 * default watercolor wash. Both are a real <img> with a descriptive alt text.
 */
export function LandingHero({ imageUrl }: { imageUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showUploaded = imageUrl !== null && imageUrl !== failedUrl;

  return (
    <section className="relative isolate overflow-hidden rounded-b-[2rem] sm:rounded-[2rem]">
      <div className="absolute inset-0 -z-10 bg-paper-deep">
        <img
          key={showUploaded ? 'uploaded' : 'default'}
          src={showUploaded ? imageUrl : DEFAULT_HERO.url}
          alt={showUploaded ? UPLOADED_HERO_ALT : DEFAULT_HERO.alt}
          data-testid="landing-hero-image"
          data-default={showUploaded ? undefined : 'true'}
          className="absolute inset-0 h-full w-full object-cover"
          onError={showUploaded ? () => setFailedUrl(imageUrl) : undefined}
        />
        <div className="absolute inset-0 bg-gradient-to-b from-transparent via-paper/20 to-paper/80" />
      </div>
      <div className="flex min-h-72 flex-col items-center justify-end gap-3 px-4 pt-10 pb-8 text-center sm:min-h-96">
        <SecretLogo />
        <h1 className="font-display text-4xl font-semibold text-ink drop-shadow-sm sm:text-5xl">{SITE_NAME}</h1>
        <p className="max-w-md text-lg text-ink">{SITE_TAGLINE}</p>
      </div>
    </section>
  );
}

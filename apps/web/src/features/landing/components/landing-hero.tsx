import { useState } from 'react';
import { WatercolorWash } from '@/components/ui/watercolor-wash';
import { SITE_NAME, SITE_TAGLINE } from '@/config/constants';
import { SecretLogo } from './secret-logo';

/**
 * The hero: the admin's image when one is set and loads, otherwise the bundled
 * watercolor wash (which also shows while the image loads).
 */
export function LandingHero({ imageUrl }: { imageUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;

  return (
    <section className="relative isolate overflow-hidden rounded-b-[2rem] sm:rounded-[2rem]">
      <div className="absolute inset-0 -z-10">
        <WatercolorWash />
        {showImage && (
          <img
            src={imageUrl}
            alt=""
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setFailedUrl(imageUrl)}
          />
        )}
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

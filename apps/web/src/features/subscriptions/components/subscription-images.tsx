import { clsx } from 'clsx';
import { useState } from 'react';
import { WatercolorWash } from '@/components/ui/watercolor-wash';

/** The plan's pictures: a large one and thumbnails that choose it; a watercolor wash when there is none. */
export function SubscriptionImages({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];

  return (
    <div className="flex flex-col gap-2">
      <div className="aspect-square w-full overflow-hidden rounded-2xl bg-paper-deep">
        {current ? <img src={current} alt={title} loading="eager" className="h-full w-full object-cover" /> : <WatercolorWash />}
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label="More pictures">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Picture ${i + 1} of ${images.length}`}
                className={clsx(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 focus-ring',
                  i === index ? 'border-madder' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { clsx } from 'clsx';
import { useId } from 'react';

/**
 * The bundled default hero: soft blooms of colour with ragged, bleeding edges,
 * drawn inline so no image has to be downloaded.
 */
export function WatercolorWash({ className }: { className?: string }) {
  const filterId = useId();
  return (
    <svg viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" className={clsx('h-full w-full', className)} aria-hidden="true">
      <defs>
        <filter id={filterId} x="-30%" y="-30%" width="160%" height="160%">
          <feTurbulence type="fractalNoise" baseFrequency="0.011" numOctaves="3" seed="11" result="noise" />
          <feDisplacementMap in="SourceGraphic" in2="noise" scale="90" result="bled" />
          <feGaussianBlur in="bled" stdDeviation="22" />
        </filter>
      </defs>
      <rect width="1200" height="600" fill="#fbf1e4" />
      <g filter={`url(#${filterId})`} style={{ mixBlendMode: 'multiply' }}>
        <ellipse cx="230" cy="170" rx="320" ry="200" fill="#e6a0ad" opacity="0.8" />
        <ellipse cx="820" cy="130" rx="380" ry="170" fill="#9db3da" opacity="0.75" />
        <ellipse cx="600" cy="430" rx="360" ry="190" fill="#efc27e" opacity="0.8" />
        <ellipse cx="120" cy="520" rx="260" ry="150" fill="#a9c3a6" opacity="0.75" />
        <ellipse cx="1080" cy="480" rx="280" ry="190" fill="#c9a0cf" opacity="0.65" />
      </g>
    </svg>
  );
}

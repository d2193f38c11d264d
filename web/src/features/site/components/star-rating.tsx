import { TESTIMONIAL_STARS } from '../../../lib/site-content.ts';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8L12 2.5Z';

/** A five-star rating: drawn stars for the eye, one sentence for screen readers. */
export function StarRating({ stars = TESTIMONIAL_STARS }: { stars?: number }) {
  return (
    <p className="flex gap-0.5 text-gold-500" role="img" aria-label={`Rated ${stars} out of 5 stars`}>
      {Array.from({ length: stars }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </p>
  );
}

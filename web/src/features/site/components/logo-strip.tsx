import { CLIENT_LOGO_MARQUEE_SECONDS } from '../../../lib/site-content.ts';

/*
 * The strip holds the list twice and slides left by exactly one copy per loop, so the end meets the
 * start seamlessly. The keyframes travel with the component (the theme has none for this), and
 * reduced motion shows one still, wrapped copy instead.
 */
const marqueeKeyframes =
  '@keyframes client-logo-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}';

function Wordmark({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2 px-6 text-lg font-bold whitespace-nowrap text-ink-500">
      <svg viewBox="0 0 20 20" className="size-5 text-brand-600" aria-hidden="true">
        <rect width="20" height="20" rx="6" fill="currentColor" opacity="0.2" />
        <circle cx="10" cy="10" r="4" fill="currentColor" />
      </svg>
      {name}
    </span>
  );
}

export function LogoStrip({ names, label }: { names: readonly string[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-ink-200 bg-ink-50 py-8">
      <style>{marqueeKeyframes}</style>
      <p className="px-4 text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">{label}</p>
      <div className="mt-5 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="client-logo-track"
          className="flex w-max hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:[animation:none]!"
          style={{ animation: `client-logo-marquee ${CLIENT_LOGO_MARQUEE_SECONDS}s linear infinite` }}
        >
          <ul className="flex shrink-0 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-3">
            {names.map((name) => (
              <li key={name}>
                <Wordmark name={name} />
              </li>
            ))}
          </ul>
          <ul className="flex shrink-0 motion-reduce:hidden" aria-hidden="true">
            {names.map((name) => (
              <li key={name}>
                <Wordmark name={name} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

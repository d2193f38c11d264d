import { Icon, SHIELD } from './building-blocks.tsx';

const activity = [
  ['Transfer to Chioma A.', '−₦45,000'],
  ['Salary, Eko Foods Ltd', '+₦380,000'],
  ['IKEDC electricity token', '−₦15,500'],
];

/**
 * A drawn preview of a branded banking app for the hero: markup and CSS only, so the first
 * screen costs no image download. Decorative (hidden from assistive technology); the hero text
 * says what it shows.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-4 rounded-[2.5rem] bg-gold-400/20 blur-2xl" />
      <div className="relative rounded-[2rem] border border-white/15 bg-brand-900/80 p-5 shadow-2xl">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold">YourBrand</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs">
            <Icon d={SHIELD} className="size-3.5" /> BVN verified
          </span>
        </div>
        <div className="mt-5 rounded-2xl bg-gradient-to-br from-gold-300 to-gold-500 p-5 text-brand-950">
          <p className="text-sm font-medium">Wallet balance</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight">₦2,450,000</p>
          <p className="mt-3 text-xs font-medium">Account 0123456789 · Partner Bank</p>
        </div>
        <ul className="mt-4 grid gap-2 text-sm">
          {activity.map(([label, amount]) => (
            <li key={label} className="flex justify-between gap-3 rounded-xl bg-white/5 px-3 py-2">
              <span className="truncate">{label}</span>
              <span className="font-semibold text-gold-300">{amount}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

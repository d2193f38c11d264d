/** Who asks. The six the issue names come first; the rest are other founders a sales site meets. */
export const IBADAN_TRADER =
  'Market trader in Ibadan (Bodija, Dugbe, Oje), sells goods, often writes in Pidgin';
export const LAGOS_FINTECH = 'Lagos fintech founder with a licence question';
export const DIASPORA = 'Diaspora investor abroad (UK, US, Canada) putting money into a Nigerian business';
export const RESTAURANT_3 = 'Restaurant owner with three branches';
export const KEKE_FLEET = 'Keke fleet owner';
export const SCHOOL = 'School owner';

export const ESTATE_AGENT = 'Estate agent or landlord with shortlets';
export const ONLINE_SELLER = 'Online seller or marketplace founder (fashion, crafts, provisions)';
export const CRYPTO_FOUNDER = 'Crypto exchange founder';
export const REFERRER = 'Consultant or community leader who wants to refer founders';
export const FIRST_TIMER = 'First-time founder not sure what to build';
export const TECH_FOUNDER = 'Startup founder who needs a tech team (CTO as a Service)';
export const RIDE_FOUNDER = 'Ride-hailing founder with cars or bikes';

export const NAMED_PERSONAS: readonly string[] = [
  IBADAN_TRADER,
  LAGOS_FINTECH,
  DIASPORA,
  RESTAURANT_3,
  KEKE_FLEET,
  SCHOOL,
];

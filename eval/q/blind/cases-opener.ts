import { DEV_STARTS, REASK_CITY } from './checks.ts';
import {
  CRYPTO_FOUNDER,
  DIASPORA,
  ESTATE_AGENT,
  FIRST_TIMER,
  IBADAN_TRADER,
  KEKE_FLEET,
  LAGOS_FINTECH,
  ONLINE_SELLER,
  RESTAURANT_3,
  RIDE_FOUNDER,
  SCHOOL,
  TECH_FOUNDER,
} from './personas.ts';
import type { BlindCase, Check } from './types.ts';

/** Post-payment steps are for someone who has decided, not for a one-word opener. */
const POST_PAYMENT: readonly Check[] = [
  /after (you )?pay/i,
  /once (you('ve| have) )?paid/i,
  /payment (is )?(confirmed|received)/i,
  /application (is )?review/i,
  /within 24 (hours|hrs)/i,
  ...DEV_STARTS,
];
/** A discovery question: the reply asks something back. */
const ASKS: readonly Check[] = [/\?/];

const opener = (
  id: string,
  persona: string,
  text: string,
  topic: readonly Check[],
  note: string,
  language?: 'pcm',
  alsoNot: readonly Check[] = [],
): BlindCase => ({
  id,
  kind: 'opener',
  persona,
  turns: [text],
  mustIncludeAny: topic.length > 0 ? [ASKS, topic] : [ASKS],
  mustNotInclude: [...POST_PAYMENT, ...alsoNot],
  ...(language ? { language } : {}),
  note,
});

const FINTECH: readonly Check[] = [
  /bank/i,
  /crypto/i,
  /savings/i,
  /wallet/i,
  /lend/i,
  /loan/i,
  /payment/i,
  /fintech/i,
];
const RIDE: readonly Check[] = [/city/i, /driver/i, /car/i, /keke/i, /bike/i, /ride/i, /taxi/i];
const ESTATE: readonly Check[] = [
  /shortlet/i,
  /rent/i,
  /listing/i,
  /landlord/i,
  /agent/i,
  /estate/i,
  /propert/i,
];
const FOOD: readonly Check[] = [
  /deliver/i,
  /pickup|pick-up/i,
  /dine/i,
  /kitchen/i,
  /branch/i,
  /order/i,
  /restaurant/i,
];
const STORE: readonly Check[] = [
  /sell/i,
  /product/i,
  /vendor/i,
  /marketplace/i,
  /brand/i,
  /store/i,
  /deliver/i,
];

/** 3. Short openers get two or three discovery questions, not a price block or post-payment steps. */
export const openerCases: readonly BlindCase[] = [
  opener(
    'opener-fintech',
    LAGOS_FINTECH,
    'fintech',
    FINTECH,
    'One word: ask what kind of fintech (banking, crypto, savings...) and who for',
  ),
  opener('opener-ride-hailing', RIDE_FOUNDER, 'ride-hailing', RIDE, 'One word: ask city, vehicles, drivers'),
  opener(
    'opener-real-estate',
    ESTATE_AGENT,
    'real estate',
    ESTATE,
    'One word: ask listings, rent, shortlets',
  ),
  opener('opener-restaurant', RESTAURANT_3, 'restaurant', FOOD, 'One word: ask delivery/pickup, branches'),
  opener(
    'opener-ecommerce',
    ONLINE_SELLER,
    'ecommerce',
    STORE,
    'One word: ask what they sell, single brand or marketplace',
  ),
  opener(
    'opener-crypto',
    CRYPTO_FOUNDER,
    'crypto',
    [/trad/i, /P2P/i, /exchange/i, /bank/i, /SEC/i, /crypto/i],
    'One word: discovery questions about the exchange',
  ),
  opener('opener-hi', FIRST_TIMER, 'hi', [], 'A greeting: ask what business they want to start'),
  opener('opener-hello-q', DIASPORA, 'Hello Q', [], 'A greeting: discovery, no price'),
  opener('opener-good-morning', SCHOOL, 'Good morning', [], 'A greeting: discovery, no price'),
  opener(
    'opener-cto-service',
    TECH_FOUNDER,
    'CTO as a service',
    [/build/i, /product/i, /idea/i, /team/i, /stage/i],
    'Ask what they are building and where they are',
  ),
  opener(
    'opener-banking-app',
    LAGOS_FINTECH,
    'banking app',
    FINTECH,
    'Ask who the customers are and the licence situation',
  ),
  opener('opener-keke', KEKE_FLEET, 'keke', RIDE, 'Ask how many, which city, drivers'),
  opener('opener-taxi', RIDE_FOUNDER, 'taxi', RIDE, 'Ask city and drivers'),
  opener('opener-shortlet', ESTATE_AGENT, 'shortlet', ESTATE, 'Ask how many units and where'),
  opener(
    'opener-food-delivery',
    RESTAURANT_3,
    'food delivery',
    FOOD,
    'Ask own kitchen or many restaurants, riders',
  ),
  opener('opener-online-store', IBADAN_TRADER, 'online store', STORE, 'Ask what they sell'),
  opener(
    'opener-school',
    SCHOOL,
    'school',
    [/student/i, /learner/i, /parent/i, /fee/i, /class/i, /school/i, /course/i],
    'Ask what the school needs',
  ),
  opener(
    'opener-start-a-business',
    FIRST_TIMER,
    'I want to start a business',
    [],
    'Ask what kind of business',
  ),
  opener(
    'opener-not-sure-yet',
    FIRST_TIMER,
    'Not sure yet',
    [],
    'Help them find an idea with questions, no price',
  ),
  opener('opener-i-have-an-idea', FIRST_TIMER, 'I have an idea', [], 'Ask about the idea'),
  opener(
    'opener-pidgin-how-far',
    IBADAN_TRADER,
    'How far',
    [],
    'Pidgin greeting: answer in Pidgin with a question',
    'pcm',
  ),
  opener(
    'opener-pidgin-abeg-help',
    IBADAN_TRADER,
    'Abeg help me, I wan start business',
    [],
    'Pidgin: ask what business',
    'pcm',
  ),
  opener(
    'opener-pidgin-keke-business',
    KEKE_FLEET,
    'I wan do keke business',
    RIDE,
    'Pidgin: ask fleet size, city',
    'pcm',
  ),
  opener(
    'opener-fintech-in-lagos',
    LAGOS_FINTECH,
    'fintech in Lagos',
    FINTECH,
    'Sector and city given: ask the rest, not the city',
    undefined,
    REASK_CITY,
  ),
  opener(
    'opener-pos-business',
    IBADAN_TRADER,
    'POS business',
    [/agent/i, /POS/i, /bank/i, /transfer/i, /customer/i],
    'Ask what they mean by POS business',
  ),
  opener(
    'opener-logistics',
    RIDE_FOUNDER,
    'logistics',
    [/deliver/i, /dispatch/i, /rider/i, /vehicle/i, /goods/i, /logistics/i],
    'Ask what they move and how',
  ),
];

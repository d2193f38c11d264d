import { LAUNCH_TIME } from '../facts.ts';
import type { Bilingual } from '../knowledge/types.ts';
import type { PitchId } from '../sector-pitches.ts';
import { platformSummary } from './capabilities.ts';
import type { FactSlot } from './memory.ts';

/** One question a good salesperson asks first, and what it finds out. */
interface DiscoveryQuestion {
  readonly slot: FactSlot;
  readonly text: Bilingual;
}

const q = (slot: FactSlot, en: string, pcm: string): DiscoveryQuestion => ({ slot, text: { en, pcm } });

const CITY = q('city', 'Which city will you start in?', 'Which city you go start?');
const DEADLINE = q('deadline', 'When would you like to launch?', 'When you wan launch?');

/**
 * The questions for a founder who has only named a business ("fintech", "real estate"): what they
 * want to do, for whom, where, and how big. No price and no steps after payment yet.
 */
const QUESTIONS: Readonly<Record<PitchId, readonly DiscoveryQuestion[]>> = {
  fintech: [
    q(
      'focus',
      'Which services do you want to offer first: wallets and transfers, savings, loans, cards, or crypto?',
      'Which services you wan start with: wallet and transfer, savings, loan, cards, or crypto?',
    ),
    q(
      'licence',
      'Do you already have a CBN licence or a licensed partner bank?',
      'You don get CBN licence or licensed partner bank?',
    ),
    q(
      'audience',
      'Who are your first customers: individuals, traders, or businesses?',
      'Who go be your first customers: individuals, traders, or businesses?',
    ),
  ],
  ecommerce: [
    q(
      'focus',
      'What will you sell, and is it your own products or a marketplace for other vendors?',
      'Wetin you go sell, and na your own products or marketplace for other vendors?',
    ),
    q(
      'audience',
      'Who buys from you today, and where do they find you?',
      'Who dey buy from you now, and where dem dey find you?',
    ),
    CITY,
  ],
  restaurants: [
    q(
      'focus',
      'Do you want dine-in, pickup, delivery, or all three?',
      'You want dine-in, pickup, delivery, or all three?',
    ),
    q('size', 'How many branches or kitchens do you run?', 'How many branches or kitchens you get?'),
    CITY,
  ],
  taxi: [
    CITY,
    q(
      'focus',
      'Cars, keke or bikes, and how many vehicles to start?',
      'Car, keke or okada, and how many vehicles you go start with?',
    ),
    q(
      'drivers',
      'Will your drivers be employed by you or join as partner drivers?',
      'Your drivers go be your staff or partner drivers?',
    ),
  ],
  proptech: [
    q(
      'focus',
      'Are you focused on rentals, shortlets, sales, or managing estates for landlords?',
      'Na rentals, shortlets, sales, or to manage estates for landlords you dey focus on?',
    ),
    CITY,
    q(
      'size',
      'Roughly how many properties or units will you start with?',
      'About how many properties or units you go start with?',
    ),
  ],
  edutech: [
    q(
      'audience',
      'Who are your learners: exam candidates, professionals, or children?',
      'Who be your learners: exam candidates, professionals, or pikin dem?',
    ),
    q(
      'focus',
      'Will you teach with self-paced courses, live classes or cohorts?',
      'You go teach with self-paced courses, live classes or cohorts?',
    ),
    q('size', 'How many learners do you expect at the start?', 'How many learners you dey expect for start?'),
  ],
  healthtech: [
    q(
      'focus',
      'Which service comes first: consultations, pharmacy or lab tests?',
      'Which service go come first: consultation, pharmacy or lab tests?',
    ),
    q(
      'audience',
      'Who are your patients, and do you work with HMOs?',
      'Who be your patients, and you dey work with HMOs?',
    ),
    CITY,
  ],
  fashion: [
    q(
      'focus',
      'Do you sell ready-to-wear, custom pieces, or beauty products?',
      'Na ready-to-wear, custom pieces, or beauty products you dey sell?',
    ),
    q(
      'audience',
      'Where do most of your customers find you today?',
      'Where most of your customers dey find you now?',
    ),
    CITY,
  ],
  agriculture: [
    q(
      'focus',
      'Which value chain are you starting with: poultry, cassava, rice, fish or something else?',
      'Which value chain you go start with: poultry, cassava, rice, fish or another one?',
    ),
    q(
      'audience',
      'Who are you connecting: farmers, buyers, processors?',
      'Na who you wan connect: farmers, buyers, processors?',
    ),
    CITY,
  ],
  events: [
    q(
      'focus',
      'What kind of events: concerts, conferences, weddings or something else?',
      'Which kind events: concerts, conferences, weddings or another thing?',
    ),
    q(
      'size',
      'How many events or guests a month do you expect?',
      'How many events or guests you dey expect every month?',
    ),
    CITY,
  ],
  logistics: [
    q(
      'focus',
      'Are you moving parcels within a city, goods between states, or running a fleet for businesses?',
      'Na parcels inside one city, goods between states, or fleet for businesses you wan move?',
    ),
    q(
      'size',
      'How many riders or vehicles will you start with?',
      'How many riders or vehicles you go start with?',
    ),
    CITY,
  ],
  cto: [
    q(
      'focus',
      'What are you building, and where are you today: idea, prototype, or already live?',
      'Wetin you dey build, and where you dey now: idea, prototype, or e don dey live?',
    ),
    q('audience', 'Who will use it first?', 'Who go first use am?'),
    DEADLINE,
  ],
  other: [
    q('focus', 'What will you sell, and who will pay you?', 'Wetin you go sell, and who go pay you?'),
    CITY,
    DEADLINE,
  ],
  'not-sure': [
    q('business', 'What kind of business do you have in mind?', 'Which kind business dey your mind?'),
    q('audience', 'Who would your customers be?', 'Who go be your customers?'),
    CITY,
  ],
};

/** Up to three questions for this business, leaving out what the founder already said. */
export function discoveryQuestions(
  pitch: PitchId,
  known: ReadonlySet<FactSlot>,
  max = 3,
): DiscoveryQuestion[] {
  return QUESTIONS[pitch].filter((question) => !known.has(question.slot)).slice(0, max);
}

/** The whole reply to an opener: what the platform is, in a line, then the questions. */
export function discoveryReply(
  pitch: PitchId,
  platformName: string | null,
  known: ReadonlySet<FactSlot>,
): Bilingual {
  const platform = platformSummary(pitch);
  // The guide's own name for the business ("restaurant", "real estate"), else the site's.
  const offer = platformName ?? platform?.name ?? '';
  const kind = pitch === 'cto' ? 'offer' : 'platform';
  const lead: Bilingual = platform
    ? {
        en: `Great choice. Our **${offer}** ${kind}: ${platform.summary} It goes live under your brand in ${LAUNCH_TIME}.`,
        pcm: `Correct choice. Our **${offer}** ${kind}: ${platform.summary} E go live under your brand for ${LAUNCH_TIME}.`,
      }
    : platformName
      ? {
          en: `Great, we can launch a **${platformName}** platform under your brand in ${LAUNCH_TIME}, shaped on the setup call around how you work.`,
          pcm: `Correct, we fit launch **${platformName}** platform under your brand for ${LAUNCH_TIME}, and we go shape am for the setup call around how you dey work.`,
        }
      : {
          en: 'Happy to help you find the right platform.',
          pcm: 'I go help you find the correct platform.',
        };
  const questions = discoveryQuestions(pitch, known);
  return {
    en: [
      lead.en,
      '',
      'To point you to the right setup, tell me:',
      ...questions.map((item, index) => `${index + 1}. ${item.text.en}`),
    ].join('\n'),
    pcm: [
      lead.pcm,
      '',
      'Make I fit show you the correct setup, tell me:',
      ...questions.map((item, index) => `${index + 1}. ${item.text.pcm}`),
    ].join('\n'),
  };
}

export function nextDiscoveryQuestion(pitch: PitchId, known: ReadonlySet<FactSlot>): Bilingual | null {
  return discoveryQuestions(pitch, known, 1)[0]?.text ?? null;
}

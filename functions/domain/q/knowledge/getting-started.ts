import { LAUNCH_PATH, LAUNCH_TIME, PREMIUM_SUPPORT_PRICE, SETUP_CALL } from '../facts.ts';
import { ASK_BUSINESS, ASK_ON_CALL, BOOK_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/** Questions around the edges of a launch: the guided chat, languages, location, training, marketing. */
export const GETTING_STARTED: readonly KnowledgeEntry[] = [
  {
    id: 'launch-chat',
    topic: 'process',
    questions: [
      'What is Start in 60 Seconds?',
      'What happens at /launch?',
      'How does the guided launch work?',
      'launch chat',
      'Can I sign up myself?',
      'Can I do it on my own online?',
      'how do I register',
    ],
    keywords: ['60', 'seconds', 'guided', 'launch', 'onboarding'],
    answer: {
      en: `At ${LAUNCH_PATH} you describe your idea, pick your sector (I suggest one), answer a few quick questions if you like, and see your tailored solution. Then you book your ${SETUP_CALL}. It takes about 60 seconds.`,
      pcm: `For ${LAUNCH_PATH} you go describe your idea, pick your sector (I go suggest one), answer small quick questions if you like, and see your tailored solution. Then you go book your ${SETUP_CALL}. E no pass 60 seconds.`,
    },
    facts: [LAUNCH_PATH, SETUP_CALL],
    followUp: BOOK_CALL,
  },
  {
    id: 'languages',
    topic: 'company',
    questions: [
      'Do you speak Pidgin?',
      'Can I chat in Yoruba, Hausa or Igbo?',
      'Can my app be in Pidgin or Hausa?',
      'language',
    ],
    keywords: ['pidgin', 'yoruba', 'hausa', 'igbo', 'language', 'languages', 'english'],
    answer: {
      en: `I answer in English and Nigerian Pidgin. If you write in Yoruba, Hausa or Igbo I'll answer in English for now. Which languages your own platform offers its customers is part of your scope on the ${SETUP_CALL}.`,
      pcm: `I dey answer for English and Pidgin. If you write for Yoruba, Hausa or Igbo, I go answer for English for now. Which languages your own platform go get for your customers dey inside your scope for the ${SETUP_CALL}.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_BUSINESS,
  },
  {
    id: 'location',
    topic: 'company',
    // City names are left out on purpose: a founder naming a city is giving context, not asking this.
    questions: [
      'Do you work with founders in other cities?',
      'Can you help me if I am outside Lagos?',
      'Which states do you cover?',
      'I dey another state, una fit help me?',
      'I live outside Nigeria',
    ],
    keywords: ['outside', 'city', 'cities', 'state', 'states', 'location', 'cover', 'diaspora'],
    answer: {
      en: `Where you are doesn't change how you start: the guided launch and booking are online at ${LAUNCH_PATH}, and the platforms are built for the Nigerian market, live in ${LAUNCH_TIME}. Tell me your city and I'll keep it in mind.`,
      pcm: `Where you dey no change how you go start: the guided launch and booking dey online for ${LAUNCH_PATH}, and the platforms dey built for Nigerian market, e go live for ${LAUNCH_TIME}. Tell me your city and I go keep am for mind.`,
    },
    facts: [LAUNCH_PATH, LAUNCH_TIME],
    followUp: ASK_BUSINESS,
  },
  {
    id: 'training',
    topic: 'support',
    questions: [
      'Will you train my staff?',
      'Is there documentation?',
      'How will I learn to use the dashboard?',
      'una go teach my people?',
    ],
    keywords: ['train', 'training', 'documentation', 'docs', 'learn', 'teach', 'staff', 'guide'],
    answer: {
      en: `Free **Basic Support** includes documentation, a community forum and troubleshooting guides. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) adds a dedicated account manager and weekly strategy calls. Any hands-on training for your team is agreed on the ${SETUP_CALL}.`,
      pcm: `**Basic Support** wey free get documentation, community forum and troubleshooting guides. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) add dedicated account manager and weekly strategy calls. Any hands-on training for your team, we go agree am for the ${SETUP_CALL}.`,
    },
    facts: [PREMIUM_SUPPORT_PRICE, SETUP_CALL],
    followUp: {
      en: 'How big is the team that will run the platform?',
      pcm: 'How many people go dey run the platform?',
    },
  },
  {
    id: 'marketing',
    topic: 'support',
    questions: [
      'Will you help me market my app?',
      'Can you help me get customers?',
      'Do you do marketing and SEO?',
      'una go help me find customers?',
    ],
    keywords: ['marketing', 'seo', 'ads', 'advert', 'promote', 'growth'],
    answer: {
      en: `Marketing services are not part of the published offer. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) includes weekly strategy calls, and we can talk about your launch plan on the ${SETUP_CALL}, but I won't promise customers or growth figures.`,
      pcm: `Marketing services no dey inside wetin we publish. **Premium Support** (${PREMIUM_SUPPORT_PRICE}) get weekly strategy calls, and we fit talk about your launch plan for the ${SETUP_CALL}, but I no go promise you customers or growth numbers.`,
    },
    facts: [PREMIUM_SUPPORT_PRICE, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
];

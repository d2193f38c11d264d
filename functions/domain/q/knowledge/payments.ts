import { DEVELOPMENT_START, PREMIUM_SUPPORT_PRICE, REVIEW_TIME, SETUP_CALL, SETUP_FEE } from '../facts.ts';
import { ASK_ON_CALL } from './next-steps.ts';
import type { KnowledgeEntry } from './types.ts';

/**
 * How and when money changes hands. The spec publishes a one-time setup fee and a Paystack
 * checkout; anything else (instalments, deposits, refunds) is agreed on the setup call, and Q
 * says exactly that instead of guessing.
 */
export const PAYMENTS: readonly KnowledgeEntry[] = [
  {
    id: 'instalments',
    topic: 'payment',
    questions: [
      'Can I pay in instalments?',
      'Can I spread the payment?',
      'Can I pay small small?',
      'Do you accept part payment?',
      'can i pay half now and half later',
      'monthly payment plan for the setup fee',
    ],
    keywords: ['instalment', 'half', 'later', 'plan', 'spread'],
    answer: {
      en: `The published price is a one-time setup fee (the Banking Platform is ${SETUP_FEE}). Paying in instalments is not part of the published terms, so I can't offer it here: raise it on the ${SETUP_CALL}, before you pay anything.`,
      pcm: `The price wey we publish na one-time setup fee (Banking Platform na ${SETUP_FEE}). To pay small small no dey inside the terms wey we publish, so I no fit offer am here: talk am for the ${SETUP_CALL}, before you pay anything.`,
    },
    facts: [SETUP_FEE, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'deposit',
    topic: 'payment',
    questions: [
      'Do I pay a deposit?',
      'How much do I pay upfront?',
      'Do I pay everything before you start?',
      'Do I pay before the call?',
      'when do I pay?',
      'I go pay before una start work?',
    ],
    keywords: ['deposit', 'upfront', 'advance', 'before', 'when'],
    answer: {
      en: `The ${SETUP_CALL} costs nothing. After the call we e-mail you a payment link; the checkout shows the setup fee plus the first month of the support you choose. Development starts after payment: the application is reviewed within ${REVIEW_TIME}, then ${DEVELOPMENT_START} until development starts. No other arrangement, such as a deposit, is published; ask about it on the call.`,
      pcm: `The ${SETUP_CALL} no cost anything. After the call we go e-mail you payment link; the checkout go show the setup fee plus first month of the support wey you choose. Work go start after you pay: we go review your application within ${REVIEW_TIME}, then ${DEVELOPMENT_START} before development start. Any other arrangement, like deposit, no dey published; ask about am for the call.`,
    },
    facts: [SETUP_CALL, REVIEW_TIME, DEVELOPMENT_START],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'how-to-pay',
    topic: 'payment',
    questions: [
      'How do I pay?',
      'How do I pay you?',
      'How can I pay for my platform?',
      'What payment methods do you accept?',
      'Can I pay with card or bank transfer?',
      'Can I pay the setup fee by card?',
      'Do you use Paystack?',
      'how I go take pay una?',
      'payment link',
    ],
    keywords: ['method', 'methods', 'paystack', 'transfer', 'link', 'card'],
    answer: {
      en: 'After your setup call we e-mail you a link to your checkout. You sign in there with your e-mail and pay through **Paystack**, by card or bank transfer, and we e-mail you a receipt once Paystack confirms the payment. Only pay through that link.',
      pcm: 'After your setup call, we go e-mail you link to your checkout. You go sign in there with your e-mail and pay through **Paystack**, by card or bank transfer, and we go e-mail you receipt wey show say Paystack don confirm the payment. Pay only through that link.',
    },
    facts: [],
    followUp: {
      en: 'Have you booked your setup call yet?',
      pcm: 'You don book your setup call?',
    },
  },
  {
    id: 'currency',
    topic: 'payment',
    questions: [
      'Can I pay in dollars?',
      'Is the price in naira or dollars?',
      'Do you accept USD?',
      'I live abroad, can I pay in foreign currency?',
      'which currency',
    ],
    keywords: ['naira', 'dollar', 'ngn', 'abroad', 'diaspora', 'pounds'],
    answer: {
      en: `All our prices are in naira (Banking Platform: ${SETUP_FEE}) and the checkout charges in naira through Paystack. If you need to pay from abroad or in another currency, we confirm how on the ${SETUP_CALL}.`,
      pcm: `All our price dey for naira (Banking Platform: ${SETUP_FEE}) and the checkout dey charge for naira through Paystack. If you wan pay from abroad or with another currency, we go confirm how for the ${SETUP_CALL}.`,
    },
    facts: [SETUP_FEE, SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'refunds',
    topic: 'payment',
    questions: [
      'Can I get a refund?',
      'What is your refund policy?',
      'If I am not satisfied will I get my money back?',
      'I fit collect my money back?',
      'refundable',
    ],
    keywords: ['refund', 'satisfied', 'guarantee'],
    answer: {
      en: `Our Terms of Service at /terms say one thing about refunds: if we decline your application at review, we refund the setup fee in full within 14 days. Nothing else about refunds is published, so ask about your case on the ${SETUP_CALL} before you pay rather than relying on anything I say here.`,
      pcm: `Our Terms of Service for /terms talk one thing about refund: if we decline your application for review, we go return the whole setup fee within 14 days. Nothing else about refund dey published, so ask about your own case for the ${SETUP_CALL} before you pay, no depend on wetin I talk here.`,
    },
    facts: [SETUP_CALL],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'cancellation',
    topic: 'payment',
    questions: [
      'Can I cancel?',
      'What if I want to stop using your service?',
      'What if I change my mind?',
      'Can I cancel Premium Support?',
      'How do I cancel my subscription?',
      'I wan cancel',
    ],
    keywords: ['cancel', 'mind', 'stop', 'subscription'],
    answer: {
      en: `Cancellation, as our Terms of Service (/terms) put it: you may stop using our services at any time, and Premium Support (${PREMIUM_SUPPORT_PRICE}) can be cancelled at any time; it ends at the close of the month already paid for. Basic Support is free. Anything beyond that, ask on the ${SETUP_CALL}.`,
      pcm: `Cancellation, as our Terms of Service (/terms) talk am: you fit stop to use our services any time, and you fit cancel Premium Support (${PREMIUM_SUPPORT_PRICE}) any time; e go end when the month wey you don pay for finish. Basic Support dey free. Anything pass that one, ask for the ${SETUP_CALL}.`,
    },
    facts: [SETUP_CALL, PREMIUM_SUPPORT_PRICE],
    followUp: ASK_ON_CALL,
  },
  {
    id: 'payment-not-confirmed',
    topic: 'payment',
    questions: [
      'I paid but it says Payment Not Confirmed',
      'My payment failed',
      'I paid but nothing happened',
      'payment verification failed',
      'I don pay but e no show',
    ],
    keywords: ['failed', 'confirmed', 'verification', 'reference', 'debited'],
    answer: {
      en: "If the page says **Payment Not Confirmed**, press **Try Again**: Paystack sometimes takes a moment to confirm. Don't pay a second time. If it still fails, contact us from /contact with your payment reference and we'll check it for you.",
      pcm: 'If the page talk **Payment Not Confirmed**, press **Try Again**: sometimes Paystack dey take small time to confirm. No pay again. If e still no work, contact us from /contact with your payment reference and we go check am for you.',
    },
    facts: [],
    followUp: {
      en: 'Do you have your payment reference to hand?',
      pcm: 'You get your payment reference for hand?',
    },
  },
];

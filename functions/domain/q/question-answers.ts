import {
  BASIC_SUPPORT_SUMMARY,
  CLAIMS,
  COST_SAVING,
  CUSTOM_BUILD_TIME,
  DEVELOPMENT_START,
  LAUNCH_PATH,
  LAUNCH_TIME,
  PREMIUM_SUPPORT_SUMMARY,
  REFER_PATH,
  REFERRAL_COMMISSION,
  REFERRAL_PAYOUT,
  REVIEW_TIME,
  SETUP_CALL,
  SETUP_FEE,
  SPEED,
} from './facts.ts';
import type { QuestionIntent } from './intents.ts';
import type { GuideAnswer } from './sector-pitches.ts';

/**
 * The built-in guide's answers to the widget's suggested questions and their neighbours. Every
 * number comes from facts.ts; `sectorName` (when the conversation has named one) makes the answer
 * about the visitor's own business.
 */
export function answerQuestion(intent: QuestionIntent, sectorName: string | null): GuideAnswer {
  const yourPlatform = sectorName ? `your ${sectorName} platform` : 'your platform';
  switch (intent) {
    case 'different':
      return {
        body: [
          "We don't build from a blank page. You get a **ready-made, white-label platform** that is already proven, then we brand and set it up for you:",
          ...CLAIMS.map((claim) => `- ${claim}`),
        ].join('\n'),
        followUp: sectorName
          ? `Would you like to see what ${yourPlatform} would include?`
          : 'What kind of business are you thinking of starting?',
      };
    case 'launch-time':
      return {
        body: [
          `You can be live in **${LAUNCH_TIME}**, compared with the ${CUSTOM_BUILD_TIME} a custom build usually takes. Here's how it runs:`,
          `- **Start:** tell us your idea in the 60-second guided launch at ${LAUNCH_PATH} and book a ${SETUP_CALL}`,
          `- **Review:** after payment, your application is reviewed within **${REVIEW_TIME}**`,
          `- **Build:** development starts within **${DEVELOPMENT_START}**, on your brand, domain and payment setup`,
          `- **Launch:** ${yourPlatform} goes live in ${LAUNCH_TIME}`,
        ].join('\n'),
        followUp: 'Do you have a launch date in mind?',
      };
    case 'cost':
      return {
        body: [
          `Our pricing is simple, and it's ${COST_SAVING} than building from scratch:`,
          `- **Banking Platform setup:** ${SETUP_FEE}, one-time`,
          `- ${BASIC_SUPPORT_SUMMARY}`,
          `- ${PREMIUM_SUPPORT_SUMMARY}`,
          '- **No revenue sharing:** you keep all your markup and transaction revenue',
          '',
          sectorName && sectorName !== 'FinTech'
            ? `The exact quote for ${yourPlatform} depends on your features and is confirmed on the ${SETUP_CALL}.`
            : `Quotes for our other platforms depend on your features and are confirmed on the ${SETUP_CALL}.`,
        ].join('\n'),
        followUp: 'Which features matter most to you at launch?',
      };
    case 'compliance':
      return {
        body: [
          `Yes. ${capitalise(yourPlatform)} is built for Nigeria from day one:`,
          '- **BVN/KYC:** customer onboarding with BVN and ID verification built in',
          '- **CBN:** we help you plan licensing and compliance, including launching with a licensed partner bank while your own approval is in progress',
          '- **Payments:** naira payments by card, bank transfer and USSD through established Nigerian payment providers',
          '- **Data:** customer data handled privately and securely',
          '',
          'We guide you through the requirements, but the licence itself is granted by the CBN, so we plan for it together early.',
        ].join('\n'),
        followUp: 'Do you already have CBN approval or a licensed partner, or would you like help with that?',
      };
    case 'preview':
      return {
        body: [
          `Yes! On your ${SETUP_CALL} we show you a preview of ${yourPlatform} and walk through how it works for your customers and your team.`,
          '',
          `The next step is to schedule that call: it takes about 60 seconds at ${LAUNCH_PATH}, or tap **Build My Platform** below.`,
        ].join('\n'),
        followUp: 'Is there a particular feature you want to see first?',
      };
    case 'success-stories':
      return {
        body: [
          'Yes. Nigerian founders share their experience in the **Success Stories** section of our home page (**Trusted by Nigerian Businesses**). What they have in common:',
          `- **Speed:** live in ${LAUNCH_TIME} instead of ${CUSTOM_BUILD_TIME}`,
          `- **Cost:** ${SPEED} and ${COST_SAVING} than a custom build`,
          '- **Ownership:** their own brand and customers, with no revenue sharing',
          '',
          `On the ${SETUP_CALL} we can walk you through the examples closest to your business.`,
        ].join('\n'),
        followUp: 'What kind of business are you planning, so I can point you to the most relevant example?',
      };
    case 'support':
      return {
        body: [
          'After launch you choose the support that fits:',
          `- ${BASIC_SUPPORT_SUMMARY}`,
          `- ${PREMIUM_SUPPORT_SUMMARY}`,
        ].join('\n'),
        followUp: 'Will you have your own team running the platform day to day?',
      };
    case 'referral':
      return {
        body: [
          `Our referral programme pays **${REFERRAL_COMMISSION}** when a business you refer goes live, paid ${REFERRAL_PAYOUT}.`,
          `- Apply at ${REFER_PATH} and you get a personal referral link and dashboard`,
          '- Share your link with founders who want to launch',
          '- Track referrals and commission in your dashboard',
        ].join('\n'),
        followUp: 'Would you like to launch a business yourself too, or just refer others?',
      };
    case 'ready':
      return {
        body: [
          "Brilliant, let's get you launched!",
          `The next step is to schedule your ${SETUP_CALL}: we confirm your scope, show you a preview of ${yourPlatform}, and you could be live in **${LAUNCH_TIME}**.`,
          '',
          `Tap **Build My Platform** below or go to ${LAUNCH_PATH}; it takes about 60 seconds.`,
        ].join('\n'),
        followUp: 'Anything you want me to note for the call?',
      };
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

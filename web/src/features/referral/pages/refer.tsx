import { LAUNCH_TIME_LABEL } from '@domain/launch-promises.ts';
import { REFERRAL_COMMISSION_LABEL } from '@domain/referral-rules.ts';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApplicationReceived } from '../components/application-received.tsx';
import { ReferralApplicationForm } from '../components/referral-application-form.tsx';
import { ReferralIcon, type ReferralIconName } from '../components/referral-icon.tsx';
import { bankingPlatformCommission, referHead } from '../head.ts';
import { useReferralApplication } from '../use-referral-application.ts';

const steps: readonly { icon: ReferralIconName; title: string; body: string }[] = [
  {
    icon: 'send',
    title: 'Apply',
    body: 'Tell us who you are. Your dashboard link arrives by e-mail at once.',
  },
  { icon: 'link', title: 'Share your link', body: 'Send founders your referral link from the dashboard.' },
  {
    icon: 'coins',
    title: `Earn ${REFERRAL_COMMISSION_LABEL}`,
    body: `When their business goes live (${LAUNCH_TIME_LABEL}), ${REFERRAL_COMMISSION_LABEL} of the setup fee is yours.`,
  },
];

export function ReferPage() {
  const { state, dispatch, submit } = useReferralApplication();

  return (
    <>
      <PageMeta {...referHead} />
      <section
        aria-labelledby="refer-heading"
        className="on-dark bg-gradient-to-b from-brand-950 to-brand-800 px-4 pt-12 pb-28 text-white sm:px-6 lg:pt-16"
      >
        <div className="mx-auto grid max-w-3xl gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">Referral program</p>
          <h1 id="refer-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Refer &amp; Earn 10%
          </h1>
          <p className="text-base text-brand-100 sm:text-lg">
            Know a founder who wants to launch a fintech, store, restaurant or ride-hailing business?
            Introduce them to Quarter and earn {REFERRAL_COMMISSION_LABEL} of the setup fee when it goes live:{' '}
            <strong className="font-semibold text-gold-300">{bankingPlatformCommission}</strong> for a Banking
            Platform.
          </p>
        </div>
        <ol className="mx-auto mt-8 grid max-w-5xl grid-cols-3 gap-2 sm:mt-10 sm:gap-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col items-center gap-2 rounded-2xl bg-white/5 p-3 text-center ring-1 ring-white/10 sm:flex-row sm:items-start sm:gap-3 sm:p-4 sm:text-left"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-brand-950">
                <ReferralIcon name={step.icon} />
              </span>
              <div>
                <p className="text-sm font-semibold sm:text-base">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </p>
                {/* On a phone the lead above already says it; the titles keep the form close. */}
                <p className="hidden text-sm text-brand-100 sm:block">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto -mt-20 max-w-2xl px-4 pb-16 sm:px-6">
        <Card className="shadow-lg">
          {state.phase === 'submitted' && state.dashboardToken ? (
            <CardContent className="pt-6">
              <ApplicationReceived dashboardToken={state.dashboardToken} />
            </CardContent>
          ) : (
            <>
              <CardHeader>
                <CardTitle as="h2" className="text-xl">
                  Apply to the referral program
                </CardTitle>
                <CardDescription>It takes a minute. Only your name and e-mail are required.</CardDescription>
              </CardHeader>
              <CardContent>
                <ReferralApplicationForm state={state} dispatch={dispatch} onSubmit={submit} />
              </CardContent>
            </>
          )}
        </Card>
        <p className="mt-6 text-center text-sm text-ink-600">
          Already a partner?{' '}
          <TextLink to={paths.referralLogin.href()}>Access your referral dashboard</TextLink>
        </p>
      </div>
    </>
  );
}

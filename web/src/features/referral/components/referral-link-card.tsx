import { useEffect, useRef, useState } from 'react';
import { REFERRAL_COMMISSION_LABEL } from '@domain/referral-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { cx } from '../../../components/ui/cx.ts';
import { copyText } from '../copy-text.ts';
import { whatsAppShareUrl } from '../whatsapp-share.ts';
import { ReferralIcon } from './referral-icon.tsx';

/** How long 'Copied' shows before the button reads 'Copy' again. */
const COPIED_CONFIRMATION_MS = 2_000;

/** 'Your Referral Link': read-only, with Copy and open-in-new-tab. */
export function ReferralLinkCard({ link, shortLink = null }: { link: string; shortLink?: string | null }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(link, field.current)) {
      setCopied(true);
      return;
    }
    field.current?.select();
    toast({
      title: 'Could not copy the link',
      description: 'The link is selected: copy it with your keyboard or the menu.',
      variant: 'destructive',
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="referral-link-heading">
          Your Referral Link
        </CardTitle>
        <CardDescription>
          Share it with founders. When a business you refer goes live, you earn {REFERRAL_COMMISSION_LABEL} of
          its setup fee.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={field}
            readOnly
            value={link}
            aria-labelledby="referral-link-heading"
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 bg-ink-50 font-mono text-sm"
          />
          <div className="flex gap-2">
            <Button
              variant={copied ? 'outline' : 'default'}
              data-no-scroll
              onClick={copy}
              className={cx('flex-1 sm:w-32 sm:flex-none')}
            >
              <ReferralIcon name={copied ? 'check' : 'copy'} />
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Open your referral link in a new tab"
              title="Open in a new tab"
              className="grid size-11 shrink-0 place-items-center rounded-lg border border-ink-300 text-ink-700 hover:border-brand-700 hover:text-brand-800"
            >
              <ReferralIcon name="external" />
            </a>
          </div>
        </div>
        {shortLink && (
          <p className="mt-3 text-sm text-ink-700">
            Short link to say out loud:{' '}
            <a
              href={shortLink}
              data-testid="short-referral-link"
              className="font-semibold [overflow-wrap:anywhere] text-brand-800 underline"
            >
              {/* Whole, scheme included: what is read out is also what a phone opens when pasted. */}
              {shortLink}
            </a>
          </p>
        )}
        <a
          href={whatsAppShareUrl(shortLink ?? link)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Share on WhatsApp
        </a>
        <p role="status" className="sr-only">
          {copied ? 'Referral link copied' : ''}
        </p>
      </CardContent>
    </Card>
  );
}

import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/routing/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { setRuntimeConfigForTests } from '../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { PaymentSuccessPage } from './pages/payment-success.tsx';
import { onboardingErrors, recordOnboardingError } from './payment-storage.ts';
import { PENDING_LIMIT_MS, PENDING_POLL_MS } from './use-payment-verification.ts';
import { verifyPayment } from './verify-payment.ts';

const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

function answering(...bodies: Array<{ status?: number; body: unknown }>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = bodies.length > 1 ? bodies.shift() : bodies[0];
    return new Response(JSON.stringify(next?.body), { status: next?.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function visit(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/payment-success${search}`]}>
      <Routes>
        <Route path="/payment-success" element={<PaymentSuccessPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const paid = {
  success: true,
  application_status: 'payment_confirmed',
  isFeatureUpdate: false,
  payment_status: 'paid',
  launch_request_token: TOKEN,
};

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(undefined);
});

describe('/payment-success', () => {
  it('shows Verifying, then Payment Successful with next steps, and clears the onboarding drafts', async () => {
    // Prepare
    const fetchMock = answering({ body: paid });
    for (const key of [
      LOCAL_STORAGE_KEYS.pendingOnboardingData,
      LOCAL_STORAGE_KEYS.onboardingFlowState,
      LOCAL_STORAGE_KEYS.selectedServiceType,
      LOCAL_STORAGE_KEYS.onboardingForm,
      LOCAL_STORAGE_KEYS.onboardingStep,
      LOCAL_STORAGE_KEYS.selectedNewFeatures,
    ])
      localStorage.setItem(key, 'draft');

    // Act
    visit('?trxref=qtr-1&reference=qtr-1');

    // Assess
    expect(screen.getByRole('heading', { name: 'Verifying' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(/within 24 hours/)).toBeTruthy();
    expect(screen.getByText(/within 2-3 days/)).toBeTruthy();
    // A confirmed payment carries the payment-received note too, not only a failed call (issue #15).
    expect(screen.getByRole('note').textContent).toBe(
      'Your payment was received and development will begin as scheduled.',
    );
    expect(screen.getByRole('link', { name: 'Complete your launch request' }).getAttribute('href')).toBe(
      `/launch-request?token=${TOKEN}`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ reference: 'qtr-1' });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.processedPaymentReference)).toBe('qtr-1');
    for (const key of [
      'pendingOnboardingData',
      'onboardingFlowState',
      'selectedServiceType',
      'onboardingForm',
      'onboardingStep',
    ])
      expect(localStorage.getItem(key)).toBeNull();
    // Not a feature update: the selection stays.
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.selectedNewFeatures)).toBe('draft');
  });

  it('shows the Return to Dashboard variant for a feature update and clears its selection', async () => {
    answering({ body: { success: true, application_status: 'feature_updated', isFeatureUpdate: true } });
    localStorage.setItem(LOCAL_STORAGE_KEYS.selectedNewFeatures, '["cards"]');
    localStorage.setItem(LOCAL_STORAGE_KEYS.applicationId, 'app-1');

    visit('?reference=qtr-2');

    expect(await screen.findByRole('link', { name: 'Return to Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.selectedNewFeatures)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.applicationId)).toBeNull();
  });

  it('succeeds at once for a reference already processed in this browser', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.processedPaymentReference, 'qtr-3');
    answering({ body: paid });

    visit('?reference=qtr-3');

    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verifying' })).toBeNull();
  });

  it('says Invalid Payment Reference with Start Over when there is no reference', () => {
    const fetchMock = answering({ body: paid });

    visit('');

    expect(screen.getByRole('heading', { name: 'Invalid Payment Reference' })).toBeTruthy();
    expect(screen.getByText(/No payment reference provided/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe('/launch');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Payment Not Confirmed with Try Again and the server reason, and toasts the failure', async () => {
    answering({
      body: { success: false, error: 'Paystack did not confirm this payment.', isFeatureUpdate: false },
    });

    visit('?reference=qtr-4');

    expect(await screen.findByRole('heading', { name: 'Payment Not Confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/launch');
    expect(screen.getAllByText('Paystack did not confirm this payment.').length).toBeGreaterThan(0);
    expect(screen.getByText('Payment Verification Failed')).toBeTruthy();
    expect(screen.queryByText(/development will begin as scheduled/)).toBeNull();
  });

  it('uses Payment verification failed when the server gives no reason', async () => {
    answering({ body: { success: false, isFeatureUpdate: false } });

    visit('?reference=qtr-5');

    expect(await screen.findByRole('heading', { name: 'Payment Not Confirmed' })).toBeTruthy();
    expect(screen.getAllByText('Payment verification failed').length).toBeGreaterThan(0);
  });

  it('reports a failed call as Function invocation failed, with the payment-received note', async () => {
    answering({
      status: 502,
      body: { error: { code: 'provider_down', message: 'Payment provider is unavailable.' } },
    });

    visit('?reference=qtr-6');

    expect(await screen.findByRole('heading', { name: 'Payment Not Confirmed' })).toBeTruthy();
    expect(
      screen.getAllByText('Function invocation failed: Payment provider is unavailable.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText(/your payment was received and development will begin as scheduled/),
    ).toBeTruthy();
    expect(onboardingErrors()).toEqual([
      expect.objectContaining({
        step: 'payment_verification',
        // Issue #28 retired FunctionInvocationError: the report is the ApiError with the server's words.
        errorName: 'ApiError',
        message: 'Payment provider is unavailable.',
        context: { reference: 'qtr-6' },
      }),
    ]);
  });

  it('keeps verifying while Paystack says pending, for a bounded time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = answering({
      body: {
        success: false,
        payment_status: 'pending',
        error: 'Your payment is still being processed.',
        isFeatureUpdate: false,
      },
    });

    visit('?reference=qtr-7');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 2);
    });
    const stillVerifying = screen.queryByRole('heading', { name: 'Verifying' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PENDING_LIMIT_MS);
    });

    expect(stillVerifying).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment Not Confirmed' })).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    expect(calls).toBeGreaterThan(3);
    expect(calls).toBeLessThanOrEqual(PENDING_LIMIT_MS / PENDING_POLL_MS + 1);
  });
});

describe('payment verification rules', () => {
  it('requires a reference', async () => {
    await expect(verifyPayment('  ')).rejects.toThrow('No payment reference provided');
  });

  it('skips a second verification of a reference while one runs', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    const first = verifyPayment('qtr-8');
    const second = verifyPayment('qtr-8');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(new Response(JSON.stringify(paid)));

    expect(await first).toEqual(paid);
    expect(await second).toBe(await first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the last 10 onboarding error records of the tab', () => {
    for (let index = 0; index < 12; index += 1)
      recordOnboardingError('payment_verification', new Error(`failure ${index}`));

    const records = onboardingErrors();

    expect(records).toHaveLength(10);
    expect(records[0]?.message).toBe('failure 2');
    expect(records[9]).toMatchObject({ message: 'failure 11', errorName: 'Error' });
    expect(records[9]?.stack?.length).toBeLessThanOrEqual(500);
    expect(Object.keys(records[9] ?? {}).sort()).toEqual(
      [
        'context',
        'errorName',
        'message',
        'onboardingState',
        'stack',
        'step',
        'timestamp',
        'url',
        'userAgent',
      ].sort(),
    );
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.onboardingErrors)).not.toBeNull();
  });
});

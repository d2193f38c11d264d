import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../lib/routing/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { Toaster, dismissToast } from '../../../components/ui/toast.tsx';
import { PricingPage } from '../pages/pricing.tsx';
import { initialPlanSelection, planSelectionReducer } from './plan-selection.ts';

describe('plan selection state', () => {
  it('goes idle -> processing -> selected, and the selected plan becomes the current plan', () => {
    const processing = planSelectionReducer(initialPlanSelection, {
      type: 'select',
      planId: 'banking-platform',
    });
    expect(processing).toEqual({ status: 'processing', planId: 'banking-platform', currentPlanId: null });
    const selected = planSelectionReducer(processing, { type: 'succeed' });
    expect(selected).toEqual({
      status: 'selected',
      planId: 'banking-platform',
      currentPlanId: 'banking-platform',
    });
  });

  it('does nothing when the current plan is chosen, or while a choice is processing', () => {
    const current = planSelectionReducer(initialPlanSelection, {
      type: 'restore',
      currentPlanId: 'banking-platform',
    });
    expect(planSelectionReducer(current, { type: 'select', planId: 'banking-platform' })).toBe(current);
    const processing = planSelectionReducer(initialPlanSelection, {
      type: 'select',
      planId: 'banking-platform',
    });
    expect(planSelectionReducer(processing, { type: 'select', planId: 'other' })).toBe(processing);
  });

  it('returns to a selectable state after a failure', () => {
    const processing = planSelectionReducer(initialPlanSelection, {
      type: 'select',
      planId: 'banking-platform',
    });
    const failed = planSelectionReducer(processing, { type: 'fail' });
    expect(failed.status).toBe('failed');
    expect(planSelectionReducer(failed, { type: 'select', planId: 'banking-platform' }).status).toBe(
      'processing',
    );
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPricing() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const toastTexts = () =>
  [...document.querySelectorAll('[data-toast]:not([hidden])')].map((toast) => toast.textContent);

describe('PricingPage plan selection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('scrollTo', vi.fn());
    localStorage.clear();
  });
  afterEach(() => {
    act(() => dismissToast());
    act(() => vi.runOnlyPendingTimers());
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('processes for about a second, toasts and goes to onboarding', () => {
    renderPricing();
    expect(screen.getByText('Starting from')).toBeTruthy();
    expect(screen.getByText('₦5,000,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Banking Platform' }));
    expect(screen.getByRole('button', { name: /Processing/ }).getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('where')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    return vi.waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/launch?service=banking-platform');
      expect(toastTexts()).toEqual(['Plan selectedRedirecting to onboarding']);
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.selectedServiceType)).toBe('banking-platform');
    });
  });

  it('does nothing when the plan is already the current plan', () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.selectedServiceType, 'banking-platform');
    renderPricing();
    const current = screen.getByRole('button', { name: 'Current plan' });
    fireEvent.click(current);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Continue onboarding' }).getAttribute('href')).toBe('/launch');
  });

  it('shows the destructive Error toast when the choice cannot be recorded', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPricing();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Banking Platform' }));
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(toastTexts()).toEqual(['ErrorFailed to process plan selection.']);
    expect(document.querySelector('[data-toast]')?.getAttribute('data-variant')).toBe('destructive');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Banking Platform' })).toBeTruthy();
  });
});

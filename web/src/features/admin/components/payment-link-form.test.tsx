import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentLinkForm } from './payment-link-form.tsx';

afterEach(cleanup);

const noop = () => undefined;
const platform = () => screen.getByLabelText('Platform agreed on the call') as HTMLSelectElement;

describe('PaymentLinkForm', () => {
  it('offers a paid launch only a feature update, with no fee typed for it', () => {
    render(<PaymentLinkForm paid onSend={noop} onCancel={noop} />);
    expect(platform().value).toBe('feature-update');
  });

  it('starts again from a feature update when the card learns the launch was paid while the form is open', () => {
    const { rerender } = render(<PaymentLinkForm paid={false} onSend={noop} onCancel={noop} />);
    expect(platform().value).not.toBe('feature-update');
    rerender(<PaymentLinkForm paid onSend={noop} onCancel={noop} />);
    expect(platform().value).toBe('feature-update');
    expect([...platform().options].map((option) => option.value)).toEqual(['feature-update']);
  });

  it('sends a feature update, never the platform chosen before the launch was paid', () => {
    const onSend = vi.fn();
    const { rerender } = render(<PaymentLinkForm paid={false} onSend={onSend} onCancel={noop} />);
    rerender(<PaymentLinkForm paid onSend={onSend} onCancel={noop} />);
    fireEvent.change(screen.getByLabelText('Feature update fee (₦)'), { target: { value: '350000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send payment link' }));
    expect(onSend).toHaveBeenCalledWith({ plan: 'feature-update', setupFee: 350_000 });
  });
});

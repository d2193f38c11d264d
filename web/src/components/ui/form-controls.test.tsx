import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './form-controls.tsx';

afterEach(cleanup);

/** The texts aria-describedby points at, in its order. */
function description(input: HTMLElement): string[] {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it('labels its input and describes it by nothing while it has no hint or error', () => {
    // Act
    render(<Field label="Full name" />);

    // Assess
    const input = screen.getByLabelText('Full name');
    expect(input.tagName).toBe('INPUT');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('points at its hint while valid', () => {
    // Act
    render(<Field label="Account number" hint="Your 10-digit NUBAN account number." />);

    // Assess
    const input = screen.getByLabelText('Account number');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description(input)).toEqual(['Your 10-digit NUBAN account number.']);
  });

  it('marks the input invalid and names the error first, then the hint', () => {
    // Act
    render(<Field label="BVN" error="BVN must be 11 digits" hint="11 digits." />);

    // Assess
    const input = screen.getByLabelText('BVN');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual(['BVN must be 11 digits', '11 digits.']);
  });

  it('gives two fields distinct ids so each label and message belongs to its own input', () => {
    // Act
    render(
      <>
        <Field label="Bank" error="Bank is required" />
        <Field label="Account number" error="Account number must be 10 digits" />
      </>,
    );

    // Assess
    expect(description(screen.getByLabelText('Bank'))).toEqual(['Bank is required']);
    expect(description(screen.getByLabelText('Account number'))).toEqual([
      'Account number must be 10 digits',
    ]);
  });

  it('keeps an id it is given, for the label and both messages', () => {
    // Act
    render(<Field id="launch-request-bvn" label="BVN" error="BVN is required" hint="11 digits." />);

    // Assess
    const input = screen.getByLabelText('BVN');
    expect(input.id).toBe('launch-request-bvn');
    expect(input.getAttribute('aria-describedby')).toBe('launch-request-bvn-error launch-request-bvn-hint');
  });

  it('passes input attributes through', () => {
    // Act
    render(<Field label="Phone number" type="tel" inputMode="tel" value="+234" readOnly />);

    // Assess
    const input = screen.getByLabelText('Phone number');
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect((input as HTMLInputElement).value).toBe('+234');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { IDEA_INPUT_CLASS, IDEA_LABEL_CLASS, IdeaStep } from './idea-step.tsx';

describe('IdeaStep', () => {
  it("looks exactly like the shared form controls it writes out (so /launch's look never drifts)", () => {
    render(
      <>
        <Label htmlFor="shared">shared label</Label>
        <Input id="shared" aria-label="shared input" className="sm:flex-1" />
        <IdeaStep onSubmit={() => {}} />
      </>,
    );
    const shared = screen.getByLabelText('shared input');
    const idea = screen.getByLabelText('Your business idea');
    expect(idea.className).toBe(shared.className);
    expect(IDEA_INPUT_CLASS).toBe(shared.className);
    expect(screen.getByText('Your business idea').className).toBe(screen.getByText('shared label').className);
    expect(IDEA_LABEL_CLASS).toBe(screen.getByText('shared label').className);
  });
});

import { useState, type FormEvent } from 'react';
import { NOTE_MAX_CHARS } from '@domain/contracts/prospect.ts';
import { Button } from '../../../components/ui/button.tsx';
import { boundTo, Input, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../query-client.ts';
import { useStaff } from '../use-staff.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useOptionalAuth } from '../../../shared/auth/index.ts';
import {
  addProspectNote,
  prospectChanged,
  updateProspect,
  type ProspectCare,
  type TimelineEvent,
} from '../prospect-api.ts';
import { lagosToday } from '../timeline-labels.ts';

/** A refusal in the server's words (the toast's title says what failed); the shared sentence when no answer came. */
const errorText = (error: unknown) => refusalMessage(error, undefined, { noAnswer: 'shared' });

/** Owner (one of the staff accounts; the signed-in admin by default) and the next follow-up date (Lagos). */
export function ProspectCareForm({
  resumeToken,
  care,
  onSaved,
}: {
  resumeToken: string;
  care: ProspectCare;
  onSaved: (care: ProspectCare) => void;
}) {
  const me = useOptionalAuth()?.user?.email ?? '';
  const [owner, setOwner] = useState(care.owner ?? me);
  const staff = useStaff();
  const queryClient = useQueryClient();
  // The staff accounts, and whoever owns it now or is signed in, even before the list has loaded.
  const choices = [
    ...new Set([...staff, care.owner, me].filter((email): email is string => Boolean(email))),
  ].sort();
  const [followUpOn, setFollowUpOn] = useState(care.follow_up_on ?? '');
  const [saving, setSaving] = useState(false);
  const id = `prospect-${resumeToken}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await updateProspect(resumeToken, {
        ...(owner.trim() ? { owner: owner.trim() } : {}),
        follow_up_on: followUpOn || null,
      });
      onSaved(saved);
      prospectChanged();
      // The lists show each prospect's owner and follow-up: this change shows there at once.
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists });
      toast({
        title: 'Prospect saved',
        description: saved.follow_up_on ? `Follow up on ${saved.follow_up_on}.` : 'No follow-up date.',
      });
    } catch (error: unknown) {
      toast({ title: 'Failed to save the prospect', description: errorText(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-owner`}>Owner</Label>
        {/* Chosen from the staff accounts (issue #26), never typed: a typo would own nothing. */}
        <select
          id={`${id}-owner`}
          {...boundTo(owner, setOwner)}
          className="h-11 w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900"
        >
          {!care.owner && <option value="">Nobody yet</option>}
          {choices.map((email) => (
            <option key={email} value={email}>
              {email === me ? `${email} (me)` : email}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-follow-up`}>Next follow-up</Label>
        <div className="flex gap-2">
          <Input id={`${id}-follow-up`} type="date" {...boundTo(followUpOn, setFollowUpOn)} />
          <Button
            type="button"
            size="sm"
            variant="ghost"
            data-no-scroll
            className="h-auto"
            onClick={() => setFollowUpOn(lagosToday())}
          >
            Today
          </Button>
        </div>
      </div>
      <Button
        type="submit"
        size="sm"
        data-no-scroll
        disabled={saving}
        className="sm:col-span-2 sm:justify-self-end"
      >
        {saving ? 'Saving…' : 'Save owner and follow-up'}
      </Button>
    </form>
  );
}

/** A staff note, 1–2000 characters; the server signs it with the signed-in staff member's e-mail. */
export function ProspectNoteForm({
  resumeToken,
  onAdded,
}: {
  resumeToken: string;
  onAdded: (note: TimelineEvent) => void;
}) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const id = `prospect-${resumeToken}-note`;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setSaving(true);
    try {
      onAdded(await addProspectNote(resumeToken, text));
      setText('');
    } catch (error: unknown) {
      toast({ title: 'Failed to add the note', description: errorText(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void add(event)} className="grid gap-2">
      <Label htmlFor={id}>Add a note</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX_CHARS}
        {...boundTo(text, setText)}
        placeholder="What was said, what happens next"
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" data-no-scroll disabled={saving || !text.trim()}>
          {saving ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}

import type { FunnelAnswer } from '@domain/contracts/funnel.ts';
import {
  listChatSessions,
  listLaunchRequests,
  listOnboarding,
  type AdminLaunchRequest,
  type AdminOnboardingRecord,
  type ChatSessionListItem,
} from './admin-api.ts';
import type { ListCare } from '@domain/contracts/admin.ts';
import { formatLagosDate, formatLagosTime } from './format.ts';
import { collectPages, toCsv, type CsvCell } from './csv.ts';

/**
 * What each staff download holds, built in the browser from the admin API's own pages (the same
 * search and filter as on screen). Never BVN, ID documents or bank details: the lists never carry
 * them, and launch requests say at most whether each was provided.
 */
export interface CsvExport {
  readonly csv: string;
  readonly rows: number;
}
export type CsvResult = CsvExport | { readonly overCap: true };

const PAGE = 100;

interface Column<T> {
  readonly header: string;
  readonly value: (row: T) => CsvCell;
}

/** Every date in the staff's one format, Lagos time (issue #26); empty when there is none. */
const when = (iso: string | null | undefined): string => (iso ? formatLagosTime(iso) : '');

/** Owner, follow-up and notes (issue #26): what staff keep about a prospect, newest note first. */
function careColumns<T extends { care: ListCare }>(): Column<T>[] {
  return [
    { header: 'owner', value: (row) => row.care.owner },
    { header: 'follow_up_on', value: (row) => formatLagosDate(row.care.follow_up_on) },
    {
      header: 'notes',
      value: (row) =>
        row.care.notes.map((note) => `${formatLagosTime(note.at)} ${note.author}: ${note.text}`).join('\n'),
    },
  ];
}

const build = <T>(columns: ReadonlyArray<Column<T>>, rows: readonly T[]): CsvExport => ({
  csv: toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  ),
  rows: rows.length,
});

export const chatSessionColumns: ReadonlyArray<Column<ChatSessionListItem>> = [
  { header: 'session_id', value: (row) => row.session_id },
  { header: 'status', value: (row) => row.status },
  { header: 'customer_name', value: (row) => row.customer_name },
  { header: 'customer_email', value: (row) => row.customer_email },
  { header: 'customer_phone', value: (row) => row.customer_phone },
  { header: 'business_type', value: (row) => row.business_type },
  { header: 'identified_needs', value: (row) => row.identified_needs.join('; ') },
  { header: 'first_question', value: (row) => row.first_question },
  { header: 'created_at', value: (row) => when(row.created_at) },
  { header: 'last_activity_at', value: (row) => when(row.last_activity_at) },
];

export const onboardingColumns: ReadonlyArray<Column<AdminOnboardingRecord>> = [
  { header: 'resume_token', value: (row) => row.resume_token },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'business_name', value: (row) => row.business_name },
  { header: 'business_type', value: (row) => row.business_type },
  { header: 'idea', value: (row) => row.idea },
  { header: 'stage_completed', value: (row) => row.stage_completed },
  { header: 'last_step', value: (row) => row.last_step },
  { header: 'needs_help_with', value: (row) => row.needs_help_with.join('; ') },
  { header: 'setup_call', value: (row) => row.setup_call?.status ?? '' },
  { header: 'setup_call_start', value: (row) => when(row.setup_call?.start_time) },
  { header: 'paid', value: (row) => row.paid },
  { header: 'created_at', value: (row) => when(row.created_at) },
  { header: 'updated_at', value: (row) => when(row.updated_at) },
  ...careColumns<AdminOnboardingRecord>(),
];

export const launchRequestColumns: ReadonlyArray<Column<AdminLaunchRequest>> = [
  { header: 'id', value: (row) => row.id },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'business_name', value: (row) => row.business_name },
  { header: 'business_type', value: (row) => row.business_type },
  { header: 'last_step', value: (row) => row.last_step },
  { header: 'bvn_provided', value: (row) => row.has_bvn },
  { header: 'id_document_provided', value: (row) => row.has_id_document },
  { header: 'bank_details_provided', value: (row) => row.has_bank_details },
  { header: 'resume_token', value: (row) => row.resume_token },
  { header: 'created_at', value: (row) => when(row.created_at) },
  { header: 'updated_at', value: (row) => when(row.updated_at) },
  ...careColumns<AdminLaunchRequest>(),
];

async function exportList<T>(
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  columns: ReadonlyArray<Column<T>>,
): Promise<CsvResult> {
  const collected = await collectPages(fetchPage);
  return collected.overCap ? { overCap: true } : build(columns, collected.items);
}

export const exportChatSessions = (filters: { q: string; status?: string | undefined }) =>
  exportList(
    (cursor) => listChatSessions({ ...filters, ...(cursor ? { cursor } : {}), limit: PAGE }),
    chatSessionColumns,
  );

export const exportOnboarding = (filters: { q: string }) =>
  exportList(
    (cursor) => listOnboarding({ ...filters, ...(cursor ? { cursor } : {}), limit: PAGE }),
    onboardingColumns,
  );

export const exportLaunchRequests = (filters: { q: string }) =>
  exportList(
    (cursor) => listLaunchRequests({ ...filters, ...(cursor ? { cursor } : {}), limit: PAGE }),
    launchRequestColumns,
  );

/** The funnel as shown: one row a stage, its count and its conversion from the stage before (percent). */
export function funnelCsv(funnel: FunnelAnswer): CsvExport {
  return build(
    [
      { header: 'stage', value: (row: FunnelAnswer['stages'][number]) => row.label },
      { header: 'count', value: (row) => row.count },
      {
        header: 'conversion_from_previous_percent',
        value: (row) => (row.conversion === null ? '' : (row.conversion * 100).toFixed(1)),
      },
      { header: 'from', value: () => funnel.from },
      { header: 'to', value: () => funnel.to },
    ],
    funnel.stages,
  );
}

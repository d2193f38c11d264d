import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LIST_VIEW_KEYS } from '../list-view.ts';
import { useNavigate, useSearchParams } from '../../../lib/routing/index.ts';
import { isResumeToken } from '@domain/ids.ts';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { AuthProvider, useAuth } from '../../../shared/auth/index.ts';
import { forgetAdminAccess, forgetAdminData } from '../admin-access.ts';
import { AdminHeader } from '../components/admin-header.tsx';
import { ChatSessionsTab } from '../components/chat-sessions-tab.tsx';
import { FollowUpsToday } from '../components/follow-ups-today.tsx';
import { FunnelTab } from '../components/funnel-tab.tsx';
import { LaunchRequestsTab } from '../components/launch-requests-tab.tsx';
import { OnboardingTab } from '../components/onboarding-tab.tsx';
import { PayoutsTab } from '../components/payouts-tab.tsx';
import { ProspectTimelineDialog } from '../components/prospect-dialog.tsx';
import { RequireAdmin } from '../components/require-admin.tsx';
import { TestFunctionTab } from '../components/test-function-tab.tsx';
import { adminQueryClient } from '../query-client.ts';
import { useLiveRefresh } from '../use-live-refresh.ts';

/** The dashboard's tabs in order: the `?tab=` value → the tab's name. */
const TAB_LABELS = {
  'chat-sessions': 'Chat Sessions',
  'launch-requests': 'Launch Requests',
  onboarding: 'Onboarding',
  'test-function': 'Test Function',
  funnel: 'Funnel',
  payouts: 'Payouts',
} as const;
type TabValue = keyof typeof TAB_LABELS;
const TABS = Object.entries(TAB_LABELS).map(([value, label]) => ({ value: value as TabValue, label }));

/** `?prospect=<resume token>`: the link in a staff alert e-mail opens that prospect's timeline. */
function useLinkedProspect(): [string | null, () => void] {
  const [search, setSearch] = useSearchParams();
  const token = search.get('prospect')?.trim().toLowerCase() ?? '';
  const close = () =>
    setSearch(
      (current) => {
        current.delete('prospect');
        return current;
      },
      { replace: true },
    );
  return [isResumeToken(token) ? token : null, close];
}

/** The shown tab lives in the URL (`?tab=`), so a reload or the back button returns to it (issue #26). */
function useTabInUrl(): [TabValue, (tab: TabValue) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = TABS.find(({ value }) => value === asked)?.value ?? 'chat-sessions';
  const choose = (next: TabValue) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      for (const key of LIST_VIEW_KEYS) updated.delete(key);
      updated.set('tab', next);
      return updated;
    });
  return [tab, choose];
}

function Dashboard() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useTabInUrl();
  const [loggingOut, setLoggingOut] = useState(false);
  const liveStatus = useLiveRefresh();
  const [linkedProspect, closeLinkedProspect] = useLinkedProspect();
  const [, setSearch] = useSearchParams();
  // A funnel stage's prospect opens the same timeline dialog as an alert e-mail's link.
  const openProspect = (token: string) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      updated.set('prospect', token);
      return updated;
    });

  async function onLogout() {
    setLoggingOut(true);
    forgetAdminAccess();
    await logout().catch(() => undefined);
    navigate(paths.adminLogin.href(), { replace: true });
    forgetAdminData();
  }

  return (
    <div className="min-h-dvh bg-ink-50">
      <AdminHeader
        email={user?.email ?? ''}
        liveStatus={liveStatus}
        loggingOut={loggingOut}
        onLogout={() => void onLogout()}
      />
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Chat Dashboard</h1>
        <FollowUpsToday />
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="mt-6">
          <TabList aria-label="Dashboard sections">
            {TABS.map(({ value, label }) => (
              <Tab key={value} value={value}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="chat-sessions">
            <ChatSessionsTab />
          </TabPanel>
          <TabPanel value="launch-requests">
            <LaunchRequestsTab />
          </TabPanel>
          <TabPanel value="onboarding">
            <OnboardingTab />
          </TabPanel>
          <TabPanel value="test-function">
            <TestFunctionTab />
          </TabPanel>
          <TabPanel value="funnel">
            <FunnelTab onOpenProspect={openProspect} />
          </TabPanel>
          <TabPanel value="payouts">
            <PayoutsTab />
          </TabPanel>
        </Tabs>
        <ProspectTimelineDialog
          resumeToken={linkedProspect}
          title="Prospect timeline"
          onClose={closeLinkedProspect}
        />
      </main>
    </div>
  );
}

/** /quarteradmin: staff only, behind the signed-in and admin guards. */
export function AdminDashboardPage() {
  return (
    <>
      <PageMeta
        title="Chat Dashboard — Quarter admin"
        description="Chat sessions, launch requests and onboarding."
        path={paths.admin.href()}
      />
      <QueryClientProvider client={adminQueryClient}>
        <AuthProvider>
          <RequireAdmin>
            <Dashboard />
          </RequireAdmin>
        </AuthProvider>
      </QueryClientProvider>
    </>
  );
}

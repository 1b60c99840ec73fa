import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, toAdminTab, type AdminTabValue } from '@/lib/admin-tabs';
import { AdminLinks } from './admin-links';
import { BUILT_IN_PANELS, type BuiltInTab, isBuiltIn } from './built-in-panels';
import { TabPanelFrame } from './tab-panel-frame';

/** The selected tab lives in the address hash (/admin#giveaways), so it survives reloads and can be linked. */
function useHashTab(): [AdminTabValue, (value: string) => void] {
  const hash = useLocationProperty(() => window.location.hash);
  const selected = toAdminTab(decodeURIComponent(hash.slice(1))) ?? DEFAULT_ADMIN_TAB;
  const select = (value: string) => window.history.replaceState(window.history.state, '', `#${value}`);
  return [selected, select];
}

type AdminDashboardProps = {
  /** Every tab's body, from the feature that owns it; the built-in ones need no data. */
  panels: Record<Exclude<AdminTabValue, BuiltInTab>, ReactNode>;
};

export function AdminDashboard({ panels }: AdminDashboardProps) {
  const [selected, select] = useHashTab();

  return (
    <div data-testid="admin-dashboard" className="flex flex-col gap-5">
      <AdminLinks />
      <Tabs.Root value={selected} onValueChange={select} className="flex flex-col gap-4">
        <Tabs.List
          aria-label="Admin panels"
          className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {ADMIN_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              data-testid={`admin-tab-${tab.value}`}
              className={clsx(
                'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-ring',
                'border-line bg-white text-ink-soft hover:text-ink',
                'data-[state=active]:border-madder data-[state=active]:bg-madder data-[state=active]:text-white',
              )}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
            {isBuiltIn(tab.value) ? <TabPanelFrame tab={tab}>{BUILT_IN_PANELS[tab.value]}</TabPanelFrame> : panels[tab.value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

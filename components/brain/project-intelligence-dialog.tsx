'use client';
// The "Project Intelligence" dialog: ten tabs, chat first. The Memories tab carries the memory
// count (99+ above 99), the Pending tab the number of pending lessons.
import { useState } from 'react';
import { useApi } from '@/lib/api-client';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import { badgeCount } from './brain-client';
import { ChatPanel } from './chat-panel';
import { IdeasTab } from './ideas-tab';
import { LogsTab } from './logs-tab';
import { MemoriesTab } from './memories-tab';
import { PendingTab } from './pending-tab';
import { ScanTab } from './scan-tab';
import { StatsTab } from './stats-tab';
import { SuggestionsTab } from './suggestions-tab';
import { TasksTab } from './tasks-tab';
import { TeachTab } from './teach-tab';
import { useRole } from '../providers/role-provider';

const BRAIN_TABS = [
  'chat',
  'memories',
  'pending',
  'tasks',
  'scan',
  'teach',
  'analytics',
  'ai-logs',
  'suggestions',
  'ideas',
] as const;
export type BrainTab = (typeof BRAIN_TABS)[number];
const LABELS: Record<BrainTab, string> = {
  chat: 'Chat',
  memories: 'Memories',
  pending: 'Pending',
  tasks: 'Tasks',
  scan: 'Scan',
  teach: 'Teach',
  analytics: 'Stats',
  'ai-logs': 'Logs',
  suggestions: 'Suggestions',
  ideas: 'Ideas',
};

function TabLabel({ label, count }: { label: string; count?: string }) {
  if (!count || count === '0') return label;
  return (
    <Badge badgeContent={count} color="secondary" sx={{ '& .MuiBadge-badge': { right: -12 } }}>
      {label}
    </Badge>
  );
}

export function ProjectIntelligenceDialog({
  open,
  onClose,
  initialTab = 'chat',
}: {
  open: boolean;
  onClose: () => void;
  initialTab?: BrainTab;
}) {
  // Code-scan tooling (the Scan tab, pending code changes) is for super admins; the server refuses it too.
  const { isSuperAdmin } = useRole();
  const tabs = BRAIN_TABS.filter((t) => isSuperAdmin || t !== 'scan');
  const [tab, setTab] = useState<BrainTab>(tabs.includes(initialTab) ? initialTab : 'chat');
  const analytics = useApi('/api/brain/analytics', {}, { refetchInterval: 30_000, enabled: open });
  const lessons = useApi(
    '/api/brain/pending',
    { query: { ns: 'admins', type: 'lesson', limit: 1 } },
    { enabled: open, staleTime: 0 },
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="project-intelligence-title"
      scroll="paper"
    >
      <DialogTitle id="project-intelligence-title" sx={{ pr: 6 }}>
        Project Intelligence
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: BrainTab) => setTab(v)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Project Intelligence sections"
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`brain-tab-${t}`}
              aria-controls={`brain-panel-${t}`}
              label={
                <TabLabel
                  label={LABELS[t]}
                  count={
                    t === 'memories'
                      ? badgeCount(analytics.data?.totalMemories)
                      : t === 'pending'
                        ? badgeCount(lessons.data?.pendingLessons)
                        : undefined
                  }
                />
              }
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent
        sx={{ minHeight: 560 }}
        role="tabpanel"
        id={`brain-panel-${tab}`}
        aria-labelledby={`brain-tab-${tab}`}
      >
        {tab === 'chat' && <ChatPanel />}
        {tab === 'memories' && <MemoriesTab />}
        {tab === 'pending' && <PendingTab onShowTasks={() => setTab('tasks')} codeChanges={isSuperAdmin} />}
        {tab === 'tasks' && <TasksTab />}
        {tab === 'scan' && isSuperAdmin && <ScanTab />}
        {tab === 'teach' && <TeachTab />}
        {tab === 'analytics' && <StatsTab />}
        {tab === 'ai-logs' && <LogsTab />}
        {tab === 'suggestions' && <SuggestionsTab />}
        {tab === 'ideas' && <IdeasTab />}
      </DialogContent>
    </Dialog>
  );
}

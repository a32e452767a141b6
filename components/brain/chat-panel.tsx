'use client';
// Chat: past conversations on the left (title or 'Conversation N', message count, hover delete with
// confirmation, New Chat) and the messages with a 3-row box on the right. Used by the dialog and,
// compact, by the floating assistant panel.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import { api, apiRequest, apiUrl, useApi } from '@/lib/api-client';
import { useToast } from '../ui/toast';
import { LoadMore, usePagedList } from '../ui/paged-list';
import {
  BRAIN,
  chatErrorText,
  invalidate,
  messageOf,
  type ChatMessage,
  type Citation,
  type Conversation,
} from './brain-client';
import { ConfirmDialog } from './confirm-dialog';
import type { ChatResult } from '@/lib/brain/chat';
import type { Json } from '@/lib/platform/json-types';
import { MessageBubble } from './message-bubble';

export function ChatPanel({ compact = false }: { compact?: boolean }) {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [selected, setSelected] = useState<string | null>(null);
  const [newChat, setNewChat] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [toDelete, setToDelete] = useState<Conversation | null>(null);
  // The newest message is kept in view: after a send, an answer (streamed or whole) or a conversation switch.
  const newest = useRef<HTMLDivElement>(null);
  const lastText = messages[messages.length - 1]?.content;
  useEffect(() => {
    newest.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastText]);

  const conversations = usePagedList<Conversation>(apiUrl('/api/brain/conversations'));
  const list = useMemo(() => conversations.items ?? [], [conversations.items]);
  const history = useApi(
    '/api/brain/conversations/[id]/messages',
    { params: { id: selected ?? '' } },
    { enabled: !!selected, staleTime: 0 },
  );

  // The first conversation is selected unless 'new chat' mode is on.
  useEffect(() => {
    if (!selected && !newChat && list.length > 0) setSelected(list[0].id);
  }, [list, selected, newChat]);
  useEffect(() => {
    if (history.data) setMessages(history.data.messages);
  }, [history.data]);

  const startNewChat = () => {
    setNewChat(true);
    setSelected(null);
    setMessages([]);
  };

  const send = async () => {
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setText('');
    const conversationId = selected ?? crypto.randomUUID();
    setMessages((m) => [...m, { role: 'user', content: message }]);
    try {
      // The answer may be a text stream (read as it comes): the typed client reads whole JSON answers only.
      const res = await apiRequest('POST', '/api/brain/chat', {
        message,
        ns: 'admins',
        withCode: true,
        conversationId,
        stream: true,
      });
      let returnedId = conversationId;
      if ((res.headers.get('content-type') ?? '').startsWith('text/plain') && res.body) {
        returnedId = res.headers.get('x-conversation-id') ?? conversationId;
        const citations = JSON.parse(decodeURIComponent(res.headers.get('x-citations') ?? '%5B%5D')) as Citation[];
        setMessages((m) => [...m, { role: 'assistant', content: '', citations }]);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const chunk = decoder.decode(value, { stream: true });
          setMessages((m) => [...m.slice(0, -1), { ...m[m.length - 1], content: m[m.length - 1].content + chunk }]);
        }
      } else {
        const data = (await res.json()) as Json<ChatResult>;
        returnedId = data.conversationId;
        setMessages((m) => [...m, { role: 'assistant', content: data.response, citations: data.citations }]);
      }
      if (newChat || !selected) {
        setSelected(returnedId);
        setNewChat(false);
      }
      await invalidate(qc, BRAIN.conversations, BRAIN.memories, BRAIN.analytics, BRAIN.logs);
    } catch (err) {
      setMessages((m) => [...m, { role: 'error', content: chatErrorText(err) }]);
    } finally {
      setSending(false);
    }
  };

  const confirmDelete = async () => {
    const c = toDelete;
    setToDelete(null);
    if (!c) return;
    try {
      await api.delete('/api/brain/conversations/[id]', { params: { id: c.id } });
      toast({ title: '🗑️ Chat Deleted' });
      const rest = list.filter((x) => x.id !== c.id);
      if (c.id === selected) {
        if (rest.length > 0) setSelected(rest[0].id);
        else startNewChat();
      }
      await invalidate(qc, BRAIN.conversations);
    } catch (err) {
      toast({
        title: '❌ Delete Failed',
        description: messageOf(err, 'Failed to delete conversation'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, height: compact ? 420 : 520, minHeight: 0 }}>
      <Stack sx={{ width: compact ? 150 : 240, flexShrink: 0, minHeight: 0 }} spacing={1}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={startNewChat}>
          New Chat
        </Button>
        {conversations.error && <Alert severity="error">Failed to fetch conversations</Alert>}
        <List tabIndex={0} dense sx={{ overflowY: 'auto', flexGrow: 1 }} aria-label="Conversations">
          {list.map((c, i) => (
            <ListItemButton
              key={c.id}
              selected={c.id === selected}
              onClick={() => {
                setNewChat(false);
                setSelected(c.id);
              }}
              sx={{
                pr: 5,
                '& .delete': { visibility: 'hidden' },
                '&:hover .delete, &:focus-within .delete': { visibility: 'visible' },
              }}
            >
              <ListItemText
                primary={c.title || `Conversation ${conversations.total - i}`}
                secondary={`${c.messageCount} message${c.messageCount === 1 ? '' : 's'}`}
                slotProps={{ primary: { noWrap: true } }}
              />
              <IconButton
                className="delete"
                size="small"
                aria-label={`Delete conversation ${c.title || i + 1}`}
                onClick={(e) => {
                  e.stopPropagation();
                  setToDelete(c);
                }}
                sx={{ position: 'absolute', right: 4 }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </ListItemButton>
          ))}
        </List>
        {list.length > 0 && <LoadMore shown={list.length} {...conversations} />}
      </Stack>
      <Stack sx={{ flexGrow: 1, minWidth: 0, minHeight: 0 }} spacing={1}>
        {history.error && <Alert severity="error">Failed to fetch conversation messages</Alert>}
        <Box
          sx={{ flexGrow: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, pr: 1 }}
          tabIndex={0}
          aria-live="polite"
          aria-label="Messages"
        >
          {messages.map((m, i) => (
            <MessageBubble key={m.id ?? i} message={m} />
          ))}
          <div ref={newest} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <TextField
            multiline
            rows={3}
            fullWidth
            placeholder="Start a conversation..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
          />
          <IconButton color="primary" aria-label="Send" onClick={() => void send()} disabled={sending || !text.trim()}>
            <SendIcon />
          </IconButton>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={!!toDelete}
        title="Delete Conversation?"
        text="Its messages are deleted too."
        confirmLabel="Delete"
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}

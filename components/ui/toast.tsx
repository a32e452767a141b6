'use client';
// Toasts (spec §9): one at a time, 5 s auto-close, swipe right 50 px to dismiss, F8 focuses the
// region labelled 'Notification'. toastOnNextPage: a toast for the page a navigation opens (each route group
// mounts its own providers, so the provider that asked may be gone by then).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
  /** ms before it closes by itself; Infinity keeps it until dismissed */
  duration?: number;
}

interface ShownToast extends ToastInput {
  id: number;
}

interface ToastApi {
  toast: (t: ToastInput) => { id: number; dismiss: () => void };
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast must be used within a ToastProvider');
  return ctx;
}

let nextId = 1;

const NEXT_PAGE_TOAST = 'next-page-toast';
/** How long a toast waits for its page: older ones (a navigation that failed) are dropped. */
const NEXT_PAGE_TOAST_MS = 30_000;

/** Shows a toast on the page the navigation about to start opens, whichever provider that page has. */
export function toastOnNextPage(input: { title: string; description?: string; variant?: ToastInput['variant'] }) {
  window.sessionStorage.setItem(NEXT_PAGE_TOAST, JSON.stringify({ ...input, at: Date.now() }));
}

function takeNextPageToast(): ToastInput | null {
  const raw = window.sessionStorage.getItem(NEXT_PAGE_TOAST);
  if (!raw) return null;
  window.sessionStorage.removeItem(NEXT_PAGE_TOAST);
  try {
    const { at, ...input } = JSON.parse(raw) as ToastInput & { at: number };
    return Date.now() - at < NEXT_PAGE_TOAST_MS ? input : null;
  } catch {
    return null;
  }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const regionRef = useRef<HTMLElement>(null);

  const dismiss = useCallback((id?: number) => {
    setToasts((list) => (id === undefined ? [] : list.filter((t) => t.id !== id)));
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId++;
      setToasts((list) => [{ ...input, id }, ...list].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A toast asked for this page before the navigation that opened it (this provider mounted, or its path changed).
  const pathname = usePathname();
  // Read after the commit: a provider unmounted by the same navigation cancels its timer and leaves it to the new one.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const pending = takeNextPageToast();
      if (pending) toast(pending);
    });
    return () => window.clearTimeout(timer);
  }, [pathname, toast]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        ref={regionRef}
        tabIndex={-1}
        aria-label="Notification"
        aria-live="polite"
        sx={{
          position: 'fixed',
          bottom: 16,
          right: 16,
          zIndex: 6000,
          maxWidth: 420,
          width: 'calc(100% - 32px)',
          outline: 'none',
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {toasts.map((t) => (
            <ToastView key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}

function ToastView({ item, onClose }: { item: ShownToast; onClose: () => void }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const duration = item.duration ?? TOAST_DURATION_MS;
    if (paused || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(onClose, duration);
    return () => window.clearTimeout(timer);
  }, [item.duration, onClose, paused]);

  return (
    <Box
      component="li"
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerMove={(e) => start.current !== null && setDx(Math.max(0, e.clientX - start.current))}
      onPointerUp={() => {
        if (dx > SWIPE_THRESHOLD_PX) onClose();
        start.current = null;
        setDx(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{ transform: `translateX(${dx}px)`, transition: dx ? 'none' : 'transform 150ms', touchAction: 'pan-y' }}
    >
      <Alert
        severity={item.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        onClose={onClose}
        action={
          item.action ? (
            <Button color="inherit" size="small" onClick={item.action.onClick}>
              {item.action.label}
            </Button>
          ) : undefined
        }
        sx={{ boxShadow: 6 }}
      >
        <AlertTitle>{item.title}</AlertTitle>
        {item.description}
      </Alert>
    </Box>
  );
}

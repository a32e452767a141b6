'use client';
// The parts of /royalty-statements that open after an upload, with MUI and TanStack Query: the mapping editor for
// a file of an unknown layout, the imports of a zip archive, and one import's progress and summary (polled). The
// page itself loads neither (statement-import.tsx, static markup): this module is imported on demand, the first
// time one of them opens, with the providers they need (Emotion's nonced cache, the brand's theme, a query
// client). Where these components invalidate a list (the recent imports, the saved mappings), `onChanged` tells
// the page, which reads its lists with plain fetch.
import { memo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { createQueryClient } from '@/lib/api-client';
import { brandTheme } from '@/lib/platform/brands/theme';
import { NoncedEmotionCache } from '../providers/emotion-cache';
import { MappingEditor } from './mapping-editor';
import { ImportStatus } from './import-status';
import { BundleImports, type ImportAnswer } from './bundle-imports';

interface PanelsProps {
  brand: string;
  mapFile: { file: File; entry?: string } | null;
  created: { file: string; answer: ImportAnswer } | null;
  current: string | null;
  onMapped: (res: ImportAnswer) => void;
  onOpen: (id: string | null) => void;
  onChanged: () => void;
}

/**
 * A query client that tells the page when these components invalidate a list, once for a burst: ImportStatus
 * invalidates the recent imports from its polling options each time it renders once its import is done, so a
 * notice per call would have the page read its lists again on every render.
 */
function useNotifyingClient(onChanged: () => void) {
  const [client] = useState(() => {
    const qc = createQueryClient();
    const invalidate = qc.invalidateQueries.bind(qc);
    let timer: ReturnType<typeof setTimeout> | undefined;
    qc.invalidateQueries = (filters, options) => {
      clearTimeout(timer);
      timer = setTimeout(onChanged, 300);
      return invalidate(filters, options);
    };
    return qc;
  });
  return client;
}

/** Memoised: the page's own updates (a list read again, a field typed) do not render these again. */
export default memo(function StatementImportPanels(props: PanelsProps) {
  const { brand, mapFile, created, current, onMapped, onOpen, onChanged } = props;
  const client = useNotifyingClient(onChanged);
  const [theme] = useState(() => brandTheme(brand));
  return (
    <NoncedEmotionCache nonce={undefined}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <Stack spacing={3}>
            {mapFile && (
              <MappingEditor
                key={`${mapFile.file.name}-${mapFile.file.size}-${mapFile.entry ?? ''}`}
                file={mapFile.file}
                entry={mapFile.entry}
                onImported={onMapped}
              />
            )}
            {created && created.answer.ignored.length > 0 && (
              <Alert severity="info">
                Not read from {created.file} (not statements by their names): {created.answer.ignored.join(', ')}
              </Alert>
            )}
            {created && created.answer.imports.length > 1 && (
              <BundleImports
                key={created.answer.imports[0].id}
                file={created.file}
                answer={created.answer}
                onOpen={onOpen}
              />
            )}
            {current && <ImportStatus key={current} id={current} onGone={() => onOpen(null)} />}
          </Stack>
        </ThemeProvider>
      </QueryClientProvider>
    </NoncedEmotionCache>
  );
});

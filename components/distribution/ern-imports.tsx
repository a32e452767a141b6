'use client';
// /ddex-upload: the ERN messages imported so far, newest first and a page at a time, with the ERN version each
// validated against and the release it created (NewReleaseMessage) or took down (PurgeReleaseMessage).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { formatDateTime, formatUpc } from '@/lib/platform/format';
import { STATUS_LABEL } from '@/lib/distribution/releases/status';
import { TextLink } from '../ui/links';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { TableHeadRow } from '../ui/table-head-row';

type ErnImportItem = ApiAnswer<'/api/ddex/import'>['items'][number];

export function ErnImportList() {
  const list = usePagedList<ErnImportItem>(apiUrl('/api/ddex/import'), { staleTime: 10_000 });
  const { items, isLoading, error } = list;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        Imported messages
      </Typography>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {items?.length === 0 && <Alert severity="info">No ERN message has been imported yet.</Alert>}
      {items && items.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Imported ERN messages">
              <TableHeadRow columns={['Imported', 'Message', 'ERN version', 'Release', 'DDEX release type', 'By']} />
              <TableBody>
                {items.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>{formatDateTime(i.createdAt)}</TableCell>
                    <TableCell>
                      {i.messageType}
                      <Typography variant="body2" color="text.secondary">
                        {i.messageId}
                      </Typography>
                    </TableCell>
                    <TableCell data-testid="ern-import-version">
                      {i.ernVersion ? `ERN ${i.ernVersion}` : 'not recorded'}
                    </TableCell>
                    <TableCell>
                      {i.release ? (
                        <>
                          <TextLink href={`/project/${i.release.id}`}>{i.release.title}</TextLink>
                          <Typography variant="body2" color="text.secondary">
                            {[i.release.upc && `UPC ${formatUpc(i.release.upc)}`, STATUS_LABEL[i.release.status]]
                              .filter(Boolean)
                              .join(' · ')}
                          </Typography>
                        </>
                      ) : (
                        'deleted'
                      )}
                    </TableCell>
                    <TableCell>{i.ddexReleaseType || '—'}</TableCell>
                    <TableCell>{i.importedBy ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMore shown={items.length} {...list} />
        </>
      )}
    </Stack>
  );
}

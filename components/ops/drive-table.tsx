'use client';
// One folder's content (or the trash) with the actions on each folder and file.
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type ApiAnswer } from '@/lib/api-client';
import { formatBytes as size } from '@/lib/platform/format';

type DriveListing = ApiAnswer<'/api/drive'>;
export type DriveFileRow = DriveListing['files'][number];
/** A dialog the table opens for one file. */
export type FileDialog = { kind: 'rename' | 'share' | 'versions'; file: DriveFileRow };

export function DriveTable({
  data,
  trash,
  folderId,
  act,
  setFolderId,
  setPreview,
  onDialog,
}: {
  data: DriveListing;
  trash: boolean;
  folderId: string | null;
  act: (fn: () => Promise<unknown>, ok: string) => Promise<void>;
  setFolderId: (id: string | null) => void;
  setPreview: (f: DriveFileRow) => void;
  onDialog: (d: FileDialog) => void;
}) {
  return (
    <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={trash ? 'Trash' : 'Files'}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.folders.map((f) => (
            <TableRow key={f.id}>
              <TableCell>
                {trash ? (
                  `📁 ${f.name}`
                ) : (
                  <Link component="button" onClick={() => setFolderId(f.id)}>
                    📁 {f.name}
                  </Link>
                )}
              </TableCell>
              <TableCell />
              <TableCell>
                <Button
                  size="small"
                  onClick={() =>
                    act(
                      () => api.patch('/api/drive/folders/[id]', { trashed: !trash }, { params: { id: f.id } }),
                      trash ? 'Folder restored.' : 'Folder moved to the trash.',
                    )
                  }
                >
                  {trash ? 'Restore' : 'Trash'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {data.files.map((f) => (
            <TableRow key={f.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component="button" onClick={() => setPreview(f)}>
                  {f.name}
                </Link>
                {f.version > 1 && ` (v${f.version})`}
              </TableCell>
              <TableCell align="right">{size(f.sizeBytes)}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                  {trash ? (
                    <>
                      <Button
                        size="small"
                        onClick={() =>
                          act(
                            () => api.patch('/api/drive/files/[id]', { trashed: false }, { params: { id: f.id } }),
                            'File restored.',
                          )
                        }
                      >
                        Restore
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() =>
                          act(
                            () => api.delete('/api/drive/files/[id]', { params: { id: f.id } }),
                            'File deleted for good.',
                          )
                        }
                      >
                        Delete for good
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button size="small" href={`/api/drive/files/${f.id}/download`}>
                        Download
                      </Button>
                      <Button size="small" onClick={() => onDialog({ kind: 'rename', file: f })}>
                        Rename
                      </Button>
                      <TextField
                        select
                        size="small"
                        label="Move to"
                        value=""
                        sx={{ minWidth: 110 }}
                        onChange={(e) =>
                          act(
                            () =>
                              api.patch(
                                '/api/drive/files/[id]',
                                { folderId: e.target.value === 'root' ? null : e.target.value },
                                { params: { id: f.id } },
                              ),
                            'File moved.',
                          )
                        }
                      >
                        {folderId && <MenuItem value={data.folder?.parentId ?? 'root'}>Up one level</MenuItem>}
                        {folderId && <MenuItem value="root">My drive</MenuItem>}
                        {data.folders.map((d) => (
                          <MenuItem key={d.id} value={d.id}>
                            {d.name}
                          </MenuItem>
                        ))}
                      </TextField>
                      <Button size="small" onClick={() => onDialog({ kind: 'share', file: f })}>
                        Share
                      </Button>
                      <Button size="small" onClick={() => onDialog({ kind: 'versions', file: f })}>
                        Versions
                      </Button>
                      <Button
                        size="small"
                        onClick={() =>
                          act(
                            () => api.patch('/api/drive/files/[id]', { trashed: true }, { params: { id: f.id } }),
                            'File moved to the trash.',
                          )
                        }
                      >
                        Trash
                      </Button>
                    </>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.folders.length + data.files.length === 0 && (
        <Typography sx={{ p: 2 }}>{trash ? 'The trash is empty.' : 'This folder is empty.'}</Typography>
      )}
    </Paper>
  );
}

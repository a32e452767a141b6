'use client';
// /team-management: the admin team, invitations (the foundation's invitation flow), role changes and
// deactivation (which ends the admin's session at once).
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiBody } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { formatDate } from '@/lib/platform/format';

type AdminRole = NonNullable<ApiBody<'/api/admin/invitations', 'POST'>['role']>;

export function TeamManager({ selfId, isSuperAdmin }: { selfId: string; isSuperAdmin: boolean }) {
  const team = useApi('/api/admin/team');
  const invitations = useApi('/api/admin/invitations');
  const qc = useQueryClient();
  const { toast } = useToast();
  const [invite, setInvite] = useState<{ email: string; name: string; role: AdminRole }>({
    email: '',
    name: '',
    role: 'admin',
  });

  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ApiBody<'/api/admin/team/[id]', 'PATCH'>) =>
      api.patch('/api/admin/team/[id]', body, { params: { id } }),
    onSuccess: async (m) => {
      await qc.invalidateQueries({ queryKey: apiKey('/api/admin/team') });
      toast({
        title: 'Team updated',
        description: `${m.name} is now ${m.status === 'deactivated' ? 'deactivated' : m.role === 'super_admin' ? 'a super admin' : 'an admin'}.`,
      });
    },
    onError: (err: Error) => toast({ title: 'Error', description: errorText(err), variant: 'destructive' }),
  });

  const send = useMutation({
    mutationFn: () => api.post('/api/admin/invitations', invite),
    onSuccess: async (inv) => {
      await qc.invalidateQueries({ queryKey: apiKey('/api/admin/invitations') });
      toast({ title: 'Invitation sent', description: `${inv.email} can accept within 7 days.` });
      setInvite({ email: '', name: '', role: 'admin' });
    },
    onError: (err: Error) => toast({ title: 'Error', description: errorText(err), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            Invite an admin
          </Typography>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              required
              type="email"
              label="Email"
              value={invite.email}
              onChange={(e) => setInvite({ ...invite, email: e.target.value })}
            />
            <TextField
              label="Name"
              value={invite.name}
              onChange={(e) => setInvite({ ...invite, name: e.target.value })}
            />
            <TextField
              select
              label="Role"
              value={invite.role}
              onChange={(e) => setInvite({ ...invite, role: e.target.value as AdminRole })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="admin">Admin</MenuItem>
              {isSuperAdmin && <MenuItem value="super_admin">Super admin</MenuItem>}
            </TextField>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              Send invitation
            </Button>
          </Stack>
          {(invitations.data ?? []).length > 0 && (
            <TableContainer>
              <Table size="small" aria-label="Open invitations" sx={{ mt: 2 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Email</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Invited by</TableCell>
                    <TableCell>Expires</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invitations.data!.map((i) => (
                    <TableRow key={i.id}>
                      <TableCell>{i.email}</TableCell>
                      <TableCell>{i.role}</TableCell>
                      <TableCell>{i.invitedBy}</TableCell>
                      <TableCell>{formatDate(i.expiresAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            Admins
          </Typography>
          {team.error && <Typography color="error">The team could not be loaded.</Typography>}
          <TableContainer>
            <Table size="small" aria-label="Admins">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Admin ID</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Actions recorded</TableCell>
                  <TableCell>Manage</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(team.data ?? []).map((m) => {
                  const self = m.id === selfId;
                  const canTouch = !self && (isSuperAdmin || m.role !== 'super_admin');
                  return (
                    <TableRow key={m.id}>
                      <TableCell>
                        {m.name}
                        <Typography variant="body2" color="text.secondary">
                          {m.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{m.adminId ?? '—'}</TableCell>
                      <TableCell>
                        {isSuperAdmin && !self ? (
                          <TextField
                            select
                            size="small"
                            label="Role"
                            value={m.role}
                            onChange={(e) => update.mutate({ id: m.id, role: e.target.value as AdminRole })}
                          >
                            <MenuItem value="admin">Admin</MenuItem>
                            <MenuItem value="super_admin">Super admin</MenuItem>
                          </TextField>
                        ) : m.role === 'super_admin' ? (
                          'Super admin'
                        ) : (
                          'Admin'
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={m.status} color={m.status === 'active' ? 'success' : 'default'} />
                      </TableCell>
                      <TableCell>{m.actionCount}</TableCell>
                      <TableCell>
                        {canTouch &&
                          (m.status === 'active' ? (
                            <Button
                              color="error"
                              size="small"
                              onClick={() => update.mutate({ id: m.id, status: 'deactivated' })}
                            >
                              Deactivate
                            </Button>
                          ) : (
                            <Button size="small" onClick={() => update.mutate({ id: m.id, status: 'active' })}>
                              Reactivate
                            </Button>
                          ))}
                        {self && (
                          <Typography variant="body2" color="text.secondary">
                            You
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Stack>
  );
}
